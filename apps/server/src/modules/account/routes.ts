import {
  changePasswordRequest,
  loginRequest,
  loginResult,
  okAnswer,
  refreshRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeAnswer,
  sendCodeRequest,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { guessBrake } from '../../platform/guess-brake';
import { limitByIp, limitByIpAndEmail, tooManyRequests } from '../../platform/rate-limit';
import { AccountLimits, LoginLimits, REFRESH_PER_IP } from './limits';
import type { AccountService } from './service';
import type { SessionService } from './sessions';

const tags = ['account'];
const done = { ok: true } as const;

/** Sign-up, sign-in, token refresh and passwords (issue 3 'Exact paths'). */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  sessions: SessionService;
  clock: Clock;
}> = async (app, { account, sessions, clock }) => {
  const signInGuesses = guessBrake(clock, LoginLimits.perIpAndEmail);

  app.post(
    '/user/sendCode',
    {
      schema: { tags, body: sendCodeRequest, response: { 200: sendCodeAnswer } },
      preHandler: limitByIpAndEmail(app, AccountLimits.sendCode),
    },
    async (request) => {
      await account.sendCode(request.body.email, request.body.purpose);
      return {
        resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS,
        expiresInSeconds: VERIFICATION_CODE_TTL_MINUTES * 60,
      };
    },
  );

  app.post(
    '/user/register',
    {
      schema: { tags, body: registerRequest, response: { 200: loginResult } },
      preHandler: limitByIpAndEmail(app, AccountLimits.register),
    },
    (request) => account.register(request.body),
  );

  app.post(
    '/login',
    {
      schema: { tags, body: loginRequest, response: { 200: loginResult } },
      preHandler: limitByIp(app, 'login', LoginLimits.perIp),
    },
    async (request, reply) => {
      const guesser = `${request.ip} ${request.body.email}`;
      const waitSeconds = signInGuesses.tryAt(guesser);
      if (waitSeconds > 0) tooManyRequests(reply, waitSeconds);
      const signedInNow = await account.login(request.body);
      signInGuesses.succeeded(guesser);
      return signedInNow;
    },
  );

  app.post(
    '/token/refresh',
    {
      schema: { tags, body: refreshRequest, response: { 200: loginResult } },
      preHandler: limitByIp(app, 'refresh', REFRESH_PER_IP),
    },
    async (request) => ({ ...(await sessions.refresh(request.body.refreshToken)), haveRegister: true }),
  );

  app.post(
    '/user/resetPassword',
    {
      schema: { tags, body: resetPasswordRequest, response: { 200: okAnswer } },
      preHandler: limitByIpAndEmail(app, AccountLimits.resetPassword),
    },
    async (request) => {
      await account.resetPassword(request.body);
      return done;
    },
  );

  app.put(
    '/p/user/changePassword',
    { schema: { tags, body: changePasswordRequest, response: { 200: okAnswer } } },
    async (request) => {
      await account.changePassword(signedIn(request), request.body);
      return done;
    },
  );

  app.post('/p/logout', { schema: { tags, response: { 200: okAnswer } } }, async (request) => {
    await account.logout(signedIn(request));
    return done;
  });
};
