import {
  customerLedgerQuery,
  UserRole,
  walletAdjustRequest,
  walletBalanceAnswer,
  walletRecordsAnswer,
  walletRecordsQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { WalletService } from './service';

const tags = ['wallet'];
/** Administrators, and customer service up to the configured limit per adjustment (issue 13). */
const balanceStaff = [UserRole.Admin, UserRole.CustomerService];

/** The shopper's balance and balance records; staff read a customer's ledger and adjust a balance. */
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

  app.get(
    '/admin/customers/:userId/ledger',
    {
      schema: {
        tags,
        params: z.object({ userId: z.string() }),
        querystring: customerLedgerQuery,
        response: { 200: walletRecordsAnswer },
      },
      config: { staffRoles: balanceStaff },
    },
    (request) => wallet.customerLedger(request.params.userId, request.query),
  );

  app.post(
    '/admin/wallet/adjust',
    {
      schema: { tags, body: walletAdjustRequest, response: { 200: walletBalanceAnswer } },
      config: { staffRoles: balanceStaff },
    },
    (request) => wallet.adjust(signedIn(request), request.body),
  );
};
