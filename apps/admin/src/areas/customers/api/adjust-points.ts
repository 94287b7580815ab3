import { useMutation } from '@tanstack/react-query';
import type { AdjustPointsRequest, AdminCustomerPoints } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { customerPointsKey } from './customer-points';

/** POST /api/admin/customers/:userId/points — adds (positive) or takes (negative) points, with the reason. */
export const useAdjustPoints = (userId: string) =>
  useMutation({
    mutationFn: (body: AdjustPointsRequest) =>
      call<AdminCustomerPoints>(`/admin/customers/${encodeURIComponent(userId)}/points`, {
        method: 'POST',
        body,
      }),
    // The answer is the customer's points after the change, so the card shows it without reading again.
    onSuccess: (points) => queryClient.setQueryData(customerPointsKey(userId), points),
  });
