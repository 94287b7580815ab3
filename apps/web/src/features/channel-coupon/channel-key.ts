import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import {
  readLocal,
  readSession,
  removeLocal,
  removeSession,
  writeLocal,
  writeSession,
} from '../../api/storage';

// The key rides in on a link as ?channelCouponKey= and is kept under the §3 local key of the same name.
const KEY = LOCAL_STORAGE_KEYS.ChannelCouponKey;
/** Not a §3 key: the banner was closed in this browser session. */
const BANNER_CLOSED_KEY = 'channelCouponBannerClosed';
/** Not a §3 key: a deep link brought this key, so its claim is tried as soon as its info is in (SPEC §2). */
const LINK_CLAIM_KEY = 'channelCouponLinkClaim';
const KEY_MAX = 64;

/** The key a link carries in its query, if any. */
export function linkKey(search: string): string | null {
  const key = new URLSearchParams(search).get(KEY)?.trim() ?? '';
  return key.length > 0 && key.length <= KEY_MAX ? key : null;
}

export const storedKey = (): string | null => readLocal(KEY);

export const keepKey = (key: string): void => writeLocal(KEY, key);

/** Removes the stored key, unless another link has stored a different one since. */
export function dropKey(key: string): void {
  if (storedKey() === key) removeLocal(KEY);
}

export const bannerClosed = (): boolean => readSession(BANNER_CLOSED_KEY) === '1';

export const closeBanner = (): void => writeSession(BANNER_CLOSED_KEY, '1');

export const claimOnArrival = (key: string): void => writeSession(LINK_CLAIM_KEY, key);

/** Whether a deep link asked to claim `key`; asked once. */
export function takeClaimOnArrival(key: string): boolean {
  const asked = readSession(LINK_CLAIM_KEY) === key;
  if (asked) removeSession(LINK_CLAIM_KEY);
  return asked;
}
