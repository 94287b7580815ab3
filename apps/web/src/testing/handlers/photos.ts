import { Messages, photoUploadAnswer, refusal, validateImage } from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';

/** The shopper's photo uploads (refund vouchers, reviews): one image per call, checked like the server. */
export const photoHandlers = [
  signedInRoute('post', '/p/photos', async ({ request }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return refuse(refusal('IMAGE_FORMAT'));
    const problem = validateImage({ bytes: file.size, type: file.type });
    if (problem)
      return refuse(refusal(problem === Messages.ImageTooLarge ? 'IMAGE_TOO_LARGE' : 'IMAGE_FORMAT'));
    backend.photos += 1;
    return answer(photoUploadAnswer, { url: `/uploads/photos/shopper-1/photo-${backend.photos}.webp` });
  }),
];
