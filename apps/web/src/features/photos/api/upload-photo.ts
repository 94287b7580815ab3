import { useIsMutating, useMutation } from '@tanstack/react-query';
import { photoUploadAnswer, validateImage } from '@tread/domain';
import { apiPost } from '../../../api/client';

/** The shared rule for uploads (under 2 MB, a real image type), checked before anything is sent. */
export const checkPhotoFile = (file: File): string | null =>
  validateImage({ bytes: file.size, type: file.type });

/** POST /p/photos: one image; the server checks its bytes, keeps a webp and answers its URL. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost('/p/photos', form, { schema: photoUploadAnswer, quiet400: true });
}

const UPLOAD_PHOTO = ['upload-photo'];

export const useUploadPhoto = () => useMutation({ mutationKey: UPLOAD_PHOTO, mutationFn: uploadPhoto });

/** A photo is still on its way: forms wait for it, or it would be left out of what they send. */
export const usePhotosUploading = (): boolean => useIsMutating({ mutationKey: UPLOAD_PHOTO }) > 0;
