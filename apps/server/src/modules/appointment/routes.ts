import {
  orderAppointment,
  rescheduleRequest,
  stationBookingsAnswer,
  stationBookingsQuery,
  stationSlotsAnswer,
  stationSlotsParams,
  stationSlotsQuery,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { RescheduleAppointment } from './reschedule-appointment';
import type { StationBookings } from './station-bookings';
import type { StationSlots } from './station-slots';

const tags = ['installation appointments'];

/** The installer's free times (public, for the checkout's picker) and the shopper moving their booking. */
export const appointmentRoutes: FastifyPluginAsyncZod<{
  slots: StationSlots;
  reschedule: RescheduleAppointment;
}> = async (app, { slots, reschedule }) => {
  app.get(
    '/station/:stationId/slots',
    {
      schema: {
        tags,
        params: stationSlotsParams,
        querystring: stationSlotsQuery,
        response: { 200: stationSlotsAnswer },
      },
    },
    (request) => slots(request.params.stationId, request.query.from),
  );

  app.post(
    '/p/order/reschedule',
    { schema: { tags, body: rescheduleRequest, response: { 200: orderAppointment } } },
    (request) => reschedule(signedIn(request).userId, request.body),
  );
};

/** Operations plan the installers' days; customer service answers shoppers asking about theirs. */
const staffRoles = [UserRole.Operations, UserRole.CustomerService, UserRole.Admin];

export const adminAppointmentRoutes: FastifyPluginAsyncZod<{ bookings: StationBookings }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/admin/stations/:stationId/bookings',
    {
      schema: {
        tags: ['staff stations'],
        params: stationSlotsParams,
        querystring: stationBookingsQuery,
        response: { 200: stationBookingsAnswer },
      },
      config: { staffRoles },
    },
    (request) => bookings(request.params.stationId, request.query.day),
  );
};
