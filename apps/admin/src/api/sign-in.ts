import { useMutation } from '@tanstack/react-query';
import { isStaffRole, type LoginRequest, type LoginResult, type UserInfo } from '@tread/domain';
import { ConsoleError, call } from './client';
import { queryClient } from './query-client';
import { setTokens } from './session';

/** POST /api/login, then the role: a shopper's account is signed out again and refused. */
async function signIn(input: LoginRequest): Promise<UserInfo> {
  const tokens = await call<LoginResult>('/login', { body: input });
  const { accessToken } = tokens;
  const me = await call<UserInfo>('/p/user/userInfo', { accessToken });
  if (!isStaffRole(me.role)) {
    await call('/p/logout', { method: 'POST', accessToken }).catch(() => undefined);
    throw new ConsoleError(403, 'FORBIDDEN', 'This account is not a staff account');
  }
  queryClient.setQueryData(['me'], me);
  setTokens(tokens);
  return me;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** POST /api/p/logout; the console forgets the tokens whatever the answer. */
export async function signOut(): Promise<void> {
  await call('/p/logout', { method: 'POST' }).catch(() => undefined);
  setTokens(null);
  queryClient.clear();
}
