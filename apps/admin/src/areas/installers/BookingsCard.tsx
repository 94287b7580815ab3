import { formatAppointmentDay, formatSlotTime, laDay } from '@tread/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useBookings } from './api/read-bookings';

/** An installer's appointments of a day (issue 19), to plan its bays and answer shoppers calling about theirs. */
export function BookingsCard({ stationId }: { stationId: number }) {
  const [day, setDay] = useState(() => laDay(new Date()));
  const bookings = useBookings(stationId, day);
  return (
    <section className="card" aria-labelledby="station-bookings">
      <h2 id="station-bookings">Appointments</h2>
      <Field label="Day">
        <input
          type="date"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
        />
      </Field>
      <Refusal error={bookings.error} />
      {bookings.data && (
        <table>
          <caption className="visually-hidden">Appointments on {formatAppointmentDay(day)}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {bookings.data.bookings.map((booking) => (
              <tr key={booking.orderNumber}>
                <td>
                  {formatSlotTime(booking.start)}–{formatSlotTime(booking.end)}
                </td>
                <td>
                  <Link to={`/orders/${booking.orderNumber}`}>{booking.orderNumber}</Link>
                </td>
              </tr>
            ))}
            {bookings.data.bookings.length === 0 && (
              <tr>
                <td colSpan={2} className="muted">
                  No appointments on {formatAppointmentDay(day)}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
