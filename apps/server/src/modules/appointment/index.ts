import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { OrderAppointmentRead, OrderEffect } from '../order';
import type { StationService } from '../station';
import { bookAppointmentEffect } from './book-appointment';
import { rescheduleAppointment } from './reschedule-appointment';
import { adminAppointmentRoutes, appointmentRoutes } from './routes';
import { stationBookings } from './station-bookings';
import { appointmentOf, stationSlots } from './station-slots';

export { appointmentSlots, appointments } from './tables';

export type AppointmentModule = {
  /** Placing an installer order books its time; every path giving the order back frees it. */
  effect: OrderEffect;
  /** The booked time of an order, for its detail. */
  appointmentOf: OrderAppointmentRead;
};

/** Installation appointments at partner installers (issue 19): slots from the shop's hours, booked with the order. */
export function createAppointmentModule(
  deps: Deps,
  ports: { stations: StationService },
): ShopModule<AppointmentModule> {
  return {
    service: { effect: bookAppointmentEffect(deps), appointmentOf: appointmentOf(deps) },
    routes: async (api) => {
      await api.register(appointmentRoutes, {
        slots: stationSlots(deps, ports.stations),
        reschedule: rescheduleAppointment(deps),
      });
      await api.register(adminAppointmentRoutes, { bookings: stationBookings(deps) });
    },
    jobs: [],
  };
}
