import { useMutation } from '@tanstack/react-query';
import { okAnswer, type ResetPasswordRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';

/** POST /user/resetPassword with a mailed code; CODE_* refusals name the 'code' field. */
export const postResetPassword = (request: ResetPasswordRequest) =>
  apiPost('/user/resetPassword', request, { schema: okAnswer, quiet400: true });

export const useResetPassword = () => useMutation({ mutationFn: postResetPassword });
