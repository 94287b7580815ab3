import { avatarAnswer, type SetUserInfoRequest, type UserInfo, userInfo, validateImage } from '@tread/domain';
import { apiPost, apiPut } from '../../api/client';
import { saveUserInfo } from '../auth/session-store';

/** PUT /p/user/setUserInfo: changes only the fields given; the answer becomes the stored user info. */
export async function updateProfile(changes: SetUserInfoRequest): Promise<UserInfo> {
  const info = await apiPut('/p/user/setUserInfo', changes, { schema: userInfo, quiet400: true });
  saveUserInfo(info);
  return info;
}

/** PUT /p/user/bindPhone. */
export async function bindPhone(phone: string): Promise<UserInfo> {
  const info = await apiPut('/p/user/bindPhone', { phone }, { schema: userInfo, quiet400: true });
  saveUserInfo(info);
  return info;
}

/** The shared rule for uploads (under 2 MB, a real image type) before anything is sent. */
export function checkAvatarFile(file: File): string | null {
  return validateImage({ bytes: file.size, type: file.type });
}

/** Uploads the picture (the server checks its bytes and keeps a 256 px webp), then makes it the avatar. */
export async function changeAvatar(file: File): Promise<UserInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { avatarUrl } = await apiPost('/p/user/avatar', form, { schema: avatarAnswer, quiet400: true });
  return updateProfile({ avatarUrl });
}
