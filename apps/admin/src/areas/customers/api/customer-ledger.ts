import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletRecordsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/customers/:userId/ledger — the customer's balance records, newest first. */
export const useCustomerLedger = (userId: string, current: number) =>
  useQuery({
    queryKey: ['customers', 'ledger', userId, current],
    queryFn: ({ signal }) =>
      call<WalletRecordsAnswer>(`/admin/customers/${encodeURIComponent(userId)}/ledger`, {
        query: { current, size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
