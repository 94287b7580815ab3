import { useQuery } from '@tanstack/react-query';
import { type ZipPlace, zipLookupAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /area/getAutoCompleteStreetZipCode: the ZIP's city, state and centroid; null when no US ZIP has these digits. */
export async function fetchZipPlace(zip5: string, signal?: AbortSignal): Promise<ZipPlace | null> {
  const answer = await apiGet('/area/getAutoCompleteStreetZipCode', {
    signal,
    query: { zipCode: zip5 },
    schema: zipLookupAnswer,
    quiet400: true,
  });
  return answer.zipcodes.find((place) => place.zipcode === zip5) ?? null;
}

/** A ZIP's place never changes: asked once per ZIP. */
export function useZipPlace(zip5: string | null) {
  return useQuery({
    queryKey: ['zip', zip5],
    queryFn: ({ signal }) => fetchZipPlace(zip5 ?? '', signal),
    enabled: zip5 !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
