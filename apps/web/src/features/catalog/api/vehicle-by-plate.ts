import { useMutation } from '@tanstack/react-query';
import { plateLookupAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /vehicle/byPlate. 400 and 404 carry the spec's words ('Sorry, no vehicle information found.'). */
export const fetchVehicleByPlate = (state: string, plate: string) =>
  apiGet('/vehicle/byPlate', { query: { state, plate }, schema: plateLookupAnswer, quiet400: true });

/** A look-up the shopper asks for with a tap; nothing is cached. */
export const useVehicleByPlate = () =>
  useMutation({
    mutationFn: ({ state, plate }: { state: string; plate: string }) => fetchVehicleByPlate(state, plate),
  });
