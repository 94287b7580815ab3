import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToGuestCart,
  clearGuestCart,
  GUEST_CART_UNSELECTED_KEY,
  guestCartLines,
  removeFromGuestCart,
  selectGuestLines,
  setGuestCount,
  useGuestCartStore,
} from './guest-cart';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
});

describe('guest cart in the browser (SPEC §3 local key guestCartInfo)', () => {
  it('adds lines, increases the count of a line added again, and keeps them under guestCartInfo', () => {
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    addToGuestCart({ prodId: 400, skuId: 9000, count: 1 });
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    expect(stored(LOCAL_STORAGE_KEYS.GuestCartInfo)).toEqual([
      { prodId: 7, skuId: 457, count: 8 },
      { prodId: 400, skuId: 9000, count: 1 },
    ]);
  });

  it('sets a count, unticks and removes lines, and can be cleared', () => {
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    addToGuestCart({ prodId: 400, skuId: 9000, count: 1 });
    setGuestCount(9000, 3);
    selectGuestLines([457], false);
    expect(stored(GUEST_CART_UNSELECTED_KEY)).toEqual([457]);
    expect(guestCartLines()).toContainEqual({ prodId: 400, skuId: 9000, count: 3 });

    removeFromGuestCart([457]);
    expect(guestCartLines()).toEqual([{ prodId: 400, skuId: 9000, count: 3 }]);
    expect(stored(GUEST_CART_UNSELECTED_KEY)).toEqual([]);

    clearGuestCart();
    expect(stored(LOCAL_STORAGE_KEYS.GuestCartInfo)).toEqual([]);
  });

  it('ticks a line again when it is added again', () => {
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    selectGuestLines([457], false);
    addToGuestCart({ prodId: 7, skuId: 457, count: 1 });
    expect(useGuestCartStore.getState().unselected).toEqual([]);
  });

  it('reads the lines back, leaving out entries that are not valid', async () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.GuestCartInfo,
      JSON.stringify([{ prodId: 7, skuId: 457, count: 2 }, { prodId: 7, count: 'many' }, null]),
    );
    localStorage.setItem(GUEST_CART_UNSELECTED_KEY, 'not json');
    await useGuestCartStore.persist.rehydrate();
    expect(guestCartLines()).toEqual([{ prodId: 7, skuId: 457, count: 2 }]);
    expect(useGuestCartStore.getState().unselected).toEqual([]);
  });
});
