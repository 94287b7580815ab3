import { useQuery } from '@tanstack/react-query';
import { type UserInfo, UserRole } from '@tread/domain';
import { call } from './client';

/** GET /api/p/user/userInfo — who is signed in, and with which role. */
export const useMe = (signedIn: boolean) =>
  useQuery({
    queryKey: ['me'],
    queryFn: ({ signal }) => call<UserInfo>('/p/user/userInfo', { signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });

export const roleNames: Record<UserRole, string> = {
  [UserRole.Admin]: 'Administrator',
  [UserRole.Operations]: 'Operations',
  [UserRole.Merchant]: 'Merchant',
  [UserRole.CustomerService]: 'Customer service',
  [UserRole.Customer]: 'Customer',
};
