import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, loginResult } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { completeSignIn } from '../../auth/sign-in';

/** POST /login. A wrong e-mail or password answers 400 LOGIN_INCORRECT; the form shows it. */
export const postLogin = (request: LoginRequest) =>
  apiPost('/login', request, { schema: loginResult, quiet400: true });

/** Signs in and keeps the session (tokens, user info, the sign-in hooks). */
export const useSignIn = () =>
  useMutation({
    mutationFn: async (request: LoginRequest) => completeSignIn(await postLogin(request)),
  });
