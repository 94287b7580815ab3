import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userVehicleListAnswer } from '@tread/domain';
import { apiDelete } from '../../../api/client';
import { libraryKeys } from './keys';

/** DELETE /p/vehicle/deleteUserVehicle/:userCarId: answers the remaining vehicles. */
export const deleteServerVehicle = async (userCarId: number) =>
  (await apiDelete(`/p/vehicle/deleteUserVehicle/${userCarId}`, { schema: userVehicleListAnswer })).records;

export function useDeleteVehicle(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServerVehicle,
    onSuccess: (records) => queryClient.setQueryData(libraryKeys.vehicles(version), records),
  });
}
