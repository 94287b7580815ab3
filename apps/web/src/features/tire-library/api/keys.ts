import type { QueryClient } from '@tanstack/react-query';
import type { UserTire, UserVehicle } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth';

/** The signed-in library's queries; `version` goes up when the guest library was merged on sign-in. */
export const libraryKeys = {
  tires: (version: number) => [...USER_QUERY_KEY, 'tire-library', 'tires', version] as const,
  vehicles: (version: number) => [...USER_QUERY_KEY, 'tire-library', 'vehicles', version] as const,
};

/**
 * A size list answer is the truth for sizes; making one kind current clears the other kind's flags on the
 * server, so that list is read again.
 */
export function keepTires(queryClient: QueryClient, version: number, records: UserTire[]) {
  queryClient.setQueryData(libraryKeys.tires(version), records);
  return queryClient.invalidateQueries({ queryKey: libraryKeys.vehicles(version) });
}

export function keepVehicles(queryClient: QueryClient, version: number, records: UserVehicle[]) {
  queryClient.setQueryData(libraryKeys.vehicles(version), records);
  return queryClient.invalidateQueries({ queryKey: libraryKeys.tires(version) });
}
