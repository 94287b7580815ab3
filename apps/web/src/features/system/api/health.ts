import { useQuery } from '@tanstack/react-query';
import { healthAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /health: whether the server and its database answer, the version and the uptime. */
export const fetchHealth = (signal?: AbortSignal) => apiGet('/health', { signal, schema: healthAnswer });

export const useHealth = () =>
  useQuery({ queryKey: ['health'], queryFn: ({ signal }) => fetchHealth(signal), staleTime: 0 });
