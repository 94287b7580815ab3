import { useMutation } from '@tanstack/react-query';
import type { PhotoUploadAnswer } from '@tread/domain';
import { call } from '../../../api/client';

/** POST /api/p/photos — an image under 2 MB, re-encoded by the shop; its URL goes into a chat message. */
export const useUploadChatImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call<PhotoUploadAnswer>('/p/photos', { body });
    },
  });
