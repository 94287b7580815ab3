import { type BasketAnswer, basketAnswer, type GuestCartLine } from '@tread/domain';
import { apiPost } from '../../../api/client';

/**
 * POST /p/shopCart/batchChangeItem: the guest cart merged on sign-in, counts added to the account's
 * (SPEC §4). Run by the sign-in hook, not a page; the caller bumps the cart version so it is read again.
 */
export const mergeIntoServerCart = (items: readonly GuestCartLine[]): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/batchChangeItem', { items }, { schema: basketAnswer, silent: true });
