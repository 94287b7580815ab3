import { useMutation } from '@tanstack/react-query';
import { type BindPhoneRequest, userInfo } from '@tread/domain';
import { apiPut } from '../../../api/client';
import { saveUserInfo } from '../../auth/session-store';

/** PUT /p/user/bindPhone. */
export const putBindPhone = (request: BindPhoneRequest) =>
  apiPut('/p/user/bindPhone', request, { schema: userInfo, quiet400: true });

/** The answer becomes the stored user info. */
export const useBindPhone = () => useMutation({ mutationFn: putBindPhone, onSuccess: saveUserInfo });
