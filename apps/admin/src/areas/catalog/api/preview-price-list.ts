import { useMutation } from '@tanstack/react-query';
import type { PriceListPreview } from '@tread/domain';
import { call } from '../../../api/client';

/** POST /api/admin/price-lists/preview — each line's change or error, and the token that applies it. */
export const usePreviewPriceList = () =>
  useMutation({
    mutationFn: (csv: string) => call<PriceListPreview>('/admin/price-lists/preview', { body: { csv } }),
  });
