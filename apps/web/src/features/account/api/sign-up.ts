import { useMutation } from '@tanstack/react-query';
import { loginResult, type RegisterRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { completeSignIn } from '../../auth/sign-in';

/** POST /user/register. Refusals name their field: EMAIL_REGISTERED 'email', CODE_* 'code'. */
export const postRegister = (request: RegisterRequest) =>
  apiPost('/user/register', request, { schema: loginResult, quiet400: true });

/** Creates the account and signs in with it. */
export const useSignUp = () =>
  useMutation({
    mutationFn: async (request: RegisterRequest) => completeSignIn(await postRegister(request)),
  });
