import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTireListAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { keepTires } from './keys';

/** POST /p/vehicle/selectUserTire: the size becomes the only current entry. */
export const selectServerTire = async (userTireId: number) =>
  (await apiPost('/p/vehicle/selectUserTire', { userTireId }, { schema: userTireListAnswer })).records;

export function useSelectTire(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectServerTire,
    onSuccess: (records) => keepTires(queryClient, version, records),
  });
}
