import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userVehicleListAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { keepVehicles } from './keys';

/** POST /p/vehicle/selectUserVehicle: the only current entry, remembering which OE size was shopped. */
export const selectServerVehicle = async (userCarId: number, lastQueryTireSize?: string | null) =>
  (
    await apiPost(
      '/p/vehicle/selectUserVehicle',
      { userCarId, lastQueryTireSize: lastQueryTireSize ?? undefined },
      { schema: userVehicleListAnswer },
    )
  ).records;

export function useSelectVehicle(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userCarId, size }: { userCarId: number; size?: string | null }) =>
      selectServerVehicle(userCarId, size),
    onSuccess: (records) => keepVehicles(queryClient, version, records),
  });
}
