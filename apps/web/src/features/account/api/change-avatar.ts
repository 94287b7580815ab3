import { useMutation } from '@tanstack/react-query';
import { avatarAnswer, validateImage } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { saveUserInfo } from '../../auth/session-store';
import { putUserInfo } from './update-profile';

/** The shared rule for uploads (under 2 MB, a real image type) before anything is sent. */
export function checkAvatarFile(file: File): string | null {
  return validateImage({ bytes: file.size, type: file.type });
}

/** POST /p/user/avatar: the server checks the bytes and keeps a 256 px webp. */
export function postAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost('/p/user/avatar', form, { schema: avatarAnswer, quiet400: true });
}

/** Uploads the picture, then makes it the avatar; the answer becomes the stored user info. */
export const useChangeAvatar = () =>
  useMutation({
    mutationFn: async (file: File) => putUserInfo({ avatarUrl: (await postAvatar(file)).avatarUrl }),
    onSuccess: saveUserInfo,
  });
