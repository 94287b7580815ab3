import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CheckoutRequest,
  checkoutAnswer,
  type LatLng,
  type SubmitOrderRequest,
  station,
  stationListAnswer,
  submitOrderAnswer,
} from '@tread/domain';
import { apiGet, apiPost } from '../../api/client';
import { USER_QUERY_KEY } from '../auth/session-events';
import { useIsSignedIn } from '../auth/session-store';

export type StationKind = 'installer' | 'pickup';

/** Where a station search starts: the shopper's point, or a ZIP when location is not available. */
export type StationSearch = LatLng | { zip: string };

/** POST /p/order/confirm: the order summary for the ticked lines and the choices so far. */
export function useCheckoutSummary(request: CheckoutRequest) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...USER_QUERY_KEY, 'checkout', request],
    queryFn: ({ signal }) =>
      apiPost('/p/order/confirm', request, { signal, schema: checkoutAnswer, quiet400: true }),
    enabled: signedIn && request.items.length > 0,
    // The previous summary stays up while a new choice is priced.
    placeholderData: keepPreviousData,
  });
}

/** POST /p/order/submit: the same submitId always answers the same orders. */
export const submitOrder = (request: SubmitOrderRequest) =>
  apiPost('/p/order/submit', request, { schema: submitOrderAnswer, quiet400: true });

const STATION_LIST_PATH: Record<StationKind, string> = {
  installer: '/station/prodServiceStation',
  pickup: '/stationPoint/prodServiceStation',
};

/** Installers or pick-up points within 10 miles, nearest first (SPEC §7, §9). */
export function useStations(kind: StationKind, search: StationSearch | null) {
  return useQuery({
    queryKey: ['stations', kind, search],
    queryFn: ({ signal }) =>
      apiGet(STATION_LIST_PATH[kind], {
        signal,
        query: search ?? undefined,
        schema: stationListAnswer,
        quiet400: true,
      }),
    enabled: search !== null,
  });
}

/** GET /station/detail: one installer or pick-up point, with its distance from `from` when given. */
export function useStationDetail(stationId: number | null, from: LatLng | null) {
  return useQuery({
    queryKey: ['station', stationId, from],
    queryFn: ({ signal }) =>
      apiGet('/station/detail', {
        signal,
        query: { stationId, lat: from?.lat, lng: from?.lng },
        schema: station,
        quiet400: true,
      }),
    enabled: stationId !== null,
  });
}
