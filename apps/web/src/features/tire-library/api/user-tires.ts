import { useQuery } from '@tanstack/react-query';
import { userTireListAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { libraryKeys } from './keys';

/** GET /p/vehicle/userTireList: the current first, then the newest. */
export const fetchServerTires = async () =>
  (await apiGet('/p/vehicle/userTireList', { schema: userTireListAnswer, silent: true })).records;

export const useServerTires = (version: number, enabled: boolean) =>
  useQuery({ queryKey: libraryKeys.tires(version), queryFn: fetchServerTires, enabled });
