import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AppointmentChoice, orderAppointment } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { stationSlotsKey } from '../../checkout/api/station-slots';
import { ordersQueryKey } from './keys';

/** POST /p/order/reschedule: the shopper's order moves to another free slot of its installer. */
export const rescheduleAppointment = ({
  orderNumber,
  appointment,
}: {
  orderNumber: string;
  appointment: AppointmentChoice;
}) =>
  apiPost('/p/order/reschedule', { orderNumber, appointment }, { schema: orderAppointment, quiet400: true });

/** Moved or refused, the order and the installer's free places may have changed: both are read again. */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: stationSlotsKey }),
      ]),
  });
}
