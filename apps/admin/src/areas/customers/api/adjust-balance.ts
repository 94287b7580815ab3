import { useMutation } from '@tanstack/react-query';
import type { WalletAdjustRequest, WalletBalanceAnswer } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';

/** POST /api/admin/wallet/adjust — credits or debits a customer's balance, with the reason. */
export const useAdjustBalance = () =>
  useMutation({
    mutationFn: (body: WalletAdjustRequest) =>
      call<WalletBalanceAnswer>('/admin/wallet/adjust', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
