import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordRequest, okAnswer } from '@tread/domain';
import { apiPut } from '../../../api/client';

/** PUT /p/user/changePassword; OLD_PASSWORD_INCORRECT names the 'oldPassword' field. */
export const putChangePassword = (request: ChangePasswordRequest) =>
  apiPut('/p/user/changePassword', request, { schema: okAnswer, quiet400: true });

/** The server signs out the account's other sessions; this one stays. */
export const useChangePassword = () => useMutation({ mutationFn: putChangePassword });
