import { useMutation } from '@tanstack/react-query';
import { type SetUserInfoRequest, userInfo } from '@tread/domain';
import { apiPut } from '../../../api/client';
import { saveUserInfo } from '../../auth/session-store';

/** PUT /p/user/setUserInfo: changes only the fields given and answers the user info. */
export const putUserInfo = (changes: SetUserInfoRequest) =>
  apiPut('/p/user/setUserInfo', changes, { schema: userInfo, quiet400: true });

/** The answer becomes the stored user info (the personal center and the Me tab's dot read it). */
export const useUpdateProfile = () => useMutation({ mutationFn: putUserInfo, onSuccess: saveUserInfo });
