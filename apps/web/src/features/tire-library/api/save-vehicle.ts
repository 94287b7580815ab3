import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveUserVehicleRequest, saveUserVehicleAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { keepVehicles } from './keys';

/** POST /p/vehicle/saveUserVehicle; VEHICLE_DUPLICATE is shown by the caller. */
export const saveServerVehicle = (body: SaveUserVehicleRequest) =>
  apiPost('/p/vehicle/saveUserVehicle', body, { schema: saveUserVehicleAnswer, quiet400: true });

export function useSaveVehicle(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServerVehicle,
    onSuccess: (answer) => keepVehicles(queryClient, version, answer.records),
  });
}
