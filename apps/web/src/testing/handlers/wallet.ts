import {
  RECHARGE_MIN_CENTS,
  refusal,
  TOP_UP_MAX_CENTS,
  topUpAnswer,
  topUpOptionFor,
  topUpOptionsAnswer,
  topUpRequest,
  walletBalanceAnswer,
  walletRecordsAnswer,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { sampleTopUp } from '../data/wallet';
import { invalid } from './account';

/** The shopper's balance (issue 17): like the server, it is always the sum of its records; top-ups are paid on pay-way. */

const balance = () => backend.wallet.records.reduce((sum, record) => sum + record.change, 0);

export const walletHandlers = [
  signedInRoute('get', '/p/wallet/balance', () => answer(walletBalanceAnswer, { balance: balance() })),

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

  signedInRoute('get', '/p/wallet/topUp/options', () =>
    answer(topUpOptionsAnswer, {
      options: backend.wallet.topUpOptions,
      balance: balance(),
      minCents: RECHARGE_MIN_CENTS,
      maxCents: TOP_UP_MAX_CENTS,
    }),
  ),

  signedInRoute('post', '/p/wallet/topUp', ({ body }) => {
    const refused = invalid(topUpRequest, body);
    if (refused) return refused;
    const { amountCents } = topUpRequest.parse(body);
    const option = topUpOptionFor(backend.wallet.topUpOptions, amountCents);
    const created = sampleTopUp(`R2611280${String(backend.wallet.topUps.length + 1).padStart(8, '0')}`, {
      amountCents,
      bonusPoints: option?.bonusPoints ?? 0,
      bonusGrowth: option?.bonusGrowth ?? 0,
      coupons: option?.coupons ?? [],
    });
    backend.wallet.topUps.push(created);
    return answer(topUpAnswer, created);
  }),

  signedInRoute('get', '/p/wallet/topUp', ({ query }) => {
    const found = backend.wallet.topUps.find((topUp) => topUp.number === query.get('number'));
    return found ? answer(topUpAnswer, found) : refuse(refusal('TOP_UP_NOT_FOUND'));
  }),
];
