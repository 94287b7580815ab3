import { useQuery } from '@tanstack/react-query';
import type { StationBookingsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/stations/{stationId}/bookings?day= — the installer's booked times on a Los Angeles day. */
export const useBookings = (stationId: number, day: string) =>
  useQuery({
    queryKey: ['stations', 'bookings', stationId, day],
    queryFn: ({ signal }) =>
      call<StationBookingsAnswer>(`/admin/stations/${stationId}/bookings`, { query: { day }, signal }),
  });
