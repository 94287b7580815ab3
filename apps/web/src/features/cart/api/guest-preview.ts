import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BasketAnswer, basketAnswer, type GuestCartLine } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { cartKeys } from './keys';

/** POST /shopCart/preview: the guest's lines priced and checked like a server cart; nothing is stored. */
export const previewGuestCart = (
  items: readonly GuestCartLine[],
  signal?: AbortSignal,
): Promise<BasketAnswer> => apiPost('/shopCart/preview', { items }, { signal, schema: basketAnswer });

/** Counts are part of the question, so a stepper tap asks again; the last answer shows meanwhile. */
export const useGuestCartPreview = (lines: readonly GuestCartLine[], enabled: boolean) =>
  useQuery({
    queryKey: cartKeys.preview(lines),
    queryFn: ({ signal }) => previewGuestCart(lines, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
