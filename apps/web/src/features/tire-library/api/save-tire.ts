import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveUserTireRequest, saveUserTireAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { keepTires } from './keys';

/** POST /p/vehicle/saveOrUpdateUserTireInfo; TIRE_SIZE_DUPLICATE and LIBRARY_LIMIT are shown by the caller. */
export const saveServerTire = (body: SaveUserTireRequest) =>
  apiPost('/p/vehicle/saveOrUpdateUserTireInfo', body, { schema: saveUserTireAnswer, quiet400: true });

export function useSaveTire(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServerTire,
    onSuccess: (answer) => keepTires(queryClient, version, answer.records),
  });
}
