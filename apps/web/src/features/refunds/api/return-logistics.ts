import { useMutation } from '@tanstack/react-query';
import { type ReturnLogisticsRequest, refundNumberRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { useRefundChanged } from './keys';

/** POST /p/refund/logistics: the return's carrier, tracking number and phone, first entry or a correction. */
export const saveReturnLogistics = (request: ReturnLogisticsRequest) =>
  apiPost('/p/refund/logistics', request, { schema: refundNumberRequest, quiet400: true });

export const useSaveReturnLogistics = () =>
  useMutation({ mutationFn: saveReturnLogistics, onSettled: useRefundChanged() });
