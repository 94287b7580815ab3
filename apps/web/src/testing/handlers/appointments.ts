import {
  APPOINTMENT_BAYS_PER_SLOT,
  appointmentDays,
  isBookableSlot,
  orderAppointment,
  orderAppointmentView,
  refusal,
  rescheduleRequest,
  stationSlotsAnswer,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute } from '../backend';
import { invalid } from './account';

/** Installation appointments (issue 19) answered by the domain's own slot rules, on the real clock. */

export const slotKey = (stationId: number, date: string, start: string) => `${stationId} ${date} ${start}`;
const bookedIn = (stationId: number, date: string, start: string) =>
  backend.slotsBooked.get(slotKey(stationId, date, start)) ?? 0;
const stationOf = (stationId: number) =>
  [...backend.installers, ...backend.pickups].find((station) => station.stationId === stationId);

export const appointmentHandlers = [
  route('get', '/station/:stationId/slots', ({ params, query }) => {
    const stationId = Number(params.stationId);
    const station = stationOf(stationId);
    if (station?.kind !== 'installer') return refuse(refusal('STATION_NOT_FOUND'));
    const days = appointmentDays(
      station.hours,
      new Date(),
      (date, start) => bookedIn(stationId, date, start),
      query.get('from') ?? undefined,
    );
    return answer(stationSlotsAnswer, { stationId, capacity: APPOINTMENT_BAYS_PER_SLOT, days });
  }),
  signedInRoute('post', '/p/order/reschedule', ({ body }) => {
    const refused = invalid(rescheduleRequest, body);
    if (refused) return refused;
    const { orderNumber, appointment: next } = rescheduleRequest.parse(body);
    const order = backend.orders.find((entry) => entry.orderNumber === orderNumber);
    const stationId = order?.station?.stationId;
    if (!order?.appointment || stationId === undefined) return refuse(refusal('ORDER_NOT_FOUND'));
    if (!order.appointment.canReschedule) return refuse(refusal('RESCHEDULE_TOO_LATE'));
    const now = new Date();
    if (!isBookableSlot(stationOf(stationId)?.hours ?? [], next, now)) return refuse(refusal('SLOT_INVALID'));
    if (bookedIn(stationId, next.date, next.start) >= APPOINTMENT_BAYS_PER_SLOT) {
      return refuse(refusal('SLOT_FULL'));
    }
    const { date, start } = order.appointment;
    backend.slotsBooked.set(slotKey(stationId, date, start), bookedIn(stationId, date, start) - 1);
    backend.slotsBooked.set(
      slotKey(stationId, next.date, next.start),
      bookedIn(stationId, next.date, next.start) + 1,
    );
    order.appointment = orderAppointmentView(next, order.status, now);
    return answer(orderAppointment, order.appointment);
  }),
];
