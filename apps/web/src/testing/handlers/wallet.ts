import { walletBalanceAnswer, walletRecordsAnswer } from '@tread/domain';
import { answer, backend, signedInRoute } from '../backend';

/** The shopper's balance (issue 17): like the server, it is always the sum of its records. */

export const walletHandlers = [
  signedInRoute('get', '/p/wallet/balance', () =>
    answer(walletBalanceAnswer, {
      balance: backend.wallet.records.reduce((sum, record) => sum + record.change, 0),
    }),
  ),

  signedInRoute('get', '/p/wallet/records', ({ query }) => {
    const size = Number(query.get('size') ?? 10);
    const current = Number(query.get('current') ?? 1);
    const newestFirst = [...backend.wallet.records].reverse();
    const total = newestFirst.length;
    return answer(walletRecordsAnswer, {
      records: newestFirst.slice((current - 1) * size, current * size),
      total,
      current,
      size,
      pages: Math.ceil(total / size),
      hasMore: current * size < total,
    });
  }),
];
