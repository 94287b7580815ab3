import { useMutation } from '@tanstack/react-query';
import { vinLookupAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /vehicle/byVin. 400 and 404 carry the spec's words ('You VIN barcode is invalid'). */
export const fetchVehicleByVin = (vin: string) =>
  apiGet('/vehicle/byVin', { query: { vin }, schema: vinLookupAnswer, quiet400: true });

/** A look-up the shopper asks for with a tap; nothing is cached. */
export const useVehicleByVin = () => useMutation({ mutationFn: fetchVehicleByVin });
