import { useMutation } from '@tanstack/react-query';
import { type TopUpRequest, topUpAnswer, topUpRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';

/** POST /p/wallet/topUp: an unpaid top-up of any amount from $0.01 to $100,000, then paid on pay-way like an order. */
export const createTopUp = (request: TopUpRequest) =>
  apiPost('/p/wallet/topUp', topUpRequest.parse(request), { schema: topUpAnswer, quiet400: true });

export function useCreateTopUp() {
  return useMutation({ mutationFn: createTopUp });
}
