import { loginResult } from '@tread/domain';
import { request } from '../../../api/client';

/** POST /token/refresh (SPEC §7): unsigned, silent, and never itself refreshed. */
export const postTokenRefresh = (refreshToken: string) =>
  request('/token/refresh', { body: { refreshToken }, schema: loginResult, anonymous: true, silent: true });
