import { useQuery } from '@tanstack/react-query';
import { groupActivityList } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { groupBuyKeys } from './keys';

/** GET /group/activities: the products on group buy, with their group price, size, time limit and open groups. */
export const fetchGroupActivityList = (signal?: AbortSignal) =>
  apiGet('/group/activities', { signal, schema: groupActivityList });

export function useGroupActivityList() {
  return useQuery({
    queryKey: groupBuyKeys.activities(),
    queryFn: ({ signal }) => fetchGroupActivityList(signal),
  });
}
