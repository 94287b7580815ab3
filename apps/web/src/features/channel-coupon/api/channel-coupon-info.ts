import { useQuery } from '@tanstack/react-query';
import { channelCouponAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { USER_QUERY_KEY } from '../../auth/session-events';
import { useIsSignedIn } from '../../auth/session-store';

/** The channel coupon's keys: under the user's key, so signing in or out reads it again for who is there. */
export const channelCouponKeys = {
  all: [...USER_QUERY_KEY, 'channel-coupon'] as const,
  info: (key: string, signedIn: boolean) => [...channelCouponKeys.all, key, signedIn] as const,
};

/**
 * POST /area/getAdsCouponInfo (`weakAuthToken` carries the key): whether the shopper qualifies, has the coupon or
 * used it. Asked in the background: no toast, and a guest is never sent to sign in by it.
 */
export const fetchChannelCouponInfo = (key: string, signal?: AbortSignal) =>
  apiPost(
    '/area/getAdsCouponInfo',
    { weakAuthToken: key },
    { signal, schema: channelCouponAnswer, silent: true, noLoginRedirect: true },
  );

export function useChannelCouponInfo(key: string) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: channelCouponKeys.info(key, signedIn),
    queryFn: ({ signal }) => fetchChannelCouponInfo(key, signal),
  });
}
