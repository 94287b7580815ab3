import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTireListAnswer } from '@tread/domain';
import { apiDelete } from '../../../api/client';
import { libraryKeys } from './keys';

/** DELETE /p/vehicle/deleteUserTire/:userTireId: answers the remaining sizes. */
export const deleteServerTire = async (userTireId: number) =>
  (await apiDelete(`/p/vehicle/deleteUserTire/${userTireId}`, { schema: userTireListAnswer })).records;

export function useDeleteTire(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServerTire,
    onSuccess: (records) => queryClient.setQueryData(libraryKeys.tires(version), records),
  });
}
