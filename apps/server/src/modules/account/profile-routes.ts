import {
  avatarAnswer,
  bindPhoneRequest,
  photoUploadAnswer,
  setUserInfoRequest,
  userInfo,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import { readImageUpload } from '../../platform/uploads';
import type { ProfileService } from './profile';

const tags = ['profile'];

/** The signed-in user's own profile; no route takes a user id, so no one reaches another's. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get('/p/user/userInfo', { schema: { tags, response: { 200: userInfo } } }, (request) =>
    profile.userInfo(signedIn(request).userId),
  );

  app.put(
    '/p/user/setUserInfo',
    { schema: { tags, body: setUserInfoRequest, response: { 200: userInfo } } },
    (request) => profile.setUserInfo(signedIn(request).userId, request.body),
  );

  app.put(
    '/p/user/bindPhone',
    { schema: { tags, body: bindPhoneRequest, response: { 200: userInfo } } },
    (request) => profile.bindPhone(signedIn(request).userId, request.body.phone),
  );

  app.post(
    '/p/user/avatar',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: avatarAnswer } } },
    async (request) => {
      const me = signedIn(request);
      return { avatarUrl: await profile.uploadAvatar(me.userId, await readImageUpload(request)) };
    },
  );

  app.post(
    '/p/photos',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: photoUploadAnswer } } },
    async (request) => {
      const me = signedIn(request);
      return { url: await profile.uploadPhoto(me.userId, await readImageUpload(request)) };
    },
  );
};
