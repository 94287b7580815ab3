import {
  UserRole,
  walletAdjustRequest,
  walletBalanceAnswer,
  walletRecordsAnswer,
  walletRecordsQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { WalletService } from './service';

const tags = ['wallet'];

/** The shopper's balance and balance records; staff adjust a balance. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/p/wallet/balance',
    { schema: { tags, response: { 200: walletBalanceAnswer } } },
    async (request) => ({
      balance: await wallet.balance(signedIn(request).userId),
    }),
  );

  app.get(
    '/p/wallet/records',
    { schema: { tags, querystring: walletRecordsQuery, response: { 200: walletRecordsAnswer } } },
    (request) => wallet.records(signedIn(request).userId, request.query),
  );

  app.post(
    '/admin/wallet/adjust',
    {
      schema: { tags, body: walletAdjustRequest, response: { 200: walletBalanceAnswer } },
      config: { staffRoles: [UserRole.Admin, UserRole.CustomerService] },
    },
    (request) => wallet.adjust(signedIn(request).userId, request.body),
  );
};
