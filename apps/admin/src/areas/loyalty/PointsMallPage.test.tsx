import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import { invalidAt, labeled, renderLoyalty } from './testing';
import { type MallShop, mallShop, saves } from './testing-mall';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: 'Points mall goods' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const editor = () => screen.getByRole('form', { name: 'Mall item' });
const control = (label: string) => within(editor()).getByLabelText(labeled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const click = (name: string) => fireEvent.click(within(editor()).getByRole('button', { name }));
const messageOf = (label: string) =>
  within(control(label).closest('.field') as HTMLElement).getByRole('alert').textContent;

async function open(shop: MallShop = {}) {
  const calls = stubShop(mallShop(shop));
  renderLoyalty('/loyalty/mall');
  await screen.findByRole('table', { name: 'Points mall goods' });
  return calls;
}

const COUPON_ITEM = {
  kind: 'coupon',
  name: 'Free rotation for points',
  description: '',
  skuId: null,
  couponId: 12,
  pointsPrice: 1200,
  cashCents: 0,
  stock: 50,
  perUserLimit: 2,
  active: true,
};

describe('the points mall', () => {
  it('lists each item with its price, stock left, exchanges, limit and whether shoppers see it', async () => {
    await open();
    await waitFor(() => expect(rows()[0]?.[0]).toBe('$15 off for pointsSpring $15 · $15.00 off'));
    expect(rows()).toEqual([
      [
        '$15 off for pointsSpring $15 · $15.00 off',
        'Coupon',
        '800 points',
        '7 / 103 exchanged',
        '1',
        'In the mall',
        'Edit',
      ],
      [
        'Pilot Sport 4 for pointsMichelin Pilot Sport 4 · SKU #3101',
        'Product',
        '500 points + $4.99',
        '2 / 53 exchanged',
        '2',
        'Hidden',
        'Edit',
      ],
    ]);
    expect(within(table()).getByRole('button', { name: 'Edit Pilot Sport 4 for points' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Points mall' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds a coupon item for points only, and lists it', async () => {
    const calls = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByRole('dialog', { name: 'Add an item to the points mall' })).toBeTruthy();
    fireEvent.click(within(editor()).getByRole('radio', { name: 'Coupon' }));
    expect(within(editor()).queryByLabelText(labeled('Money on top'))).toBeNull();
    type('Name', 'Free rotation for points');
    const coupon = within(editor()).getByRole('combobox', { name: 'Coupon' }) as HTMLSelectElement;
    await waitFor(() => expect(coupon.options.length).toBeGreaterThan(1));
    fireEvent.change(coupon, { target: { value: '12' } });
    type('Points', '1200');
    type('Stock', '50');
    type('Limit per shopper', '2');
    expect(within(editor()).getByText('Shoppers see: 1,200 points · 50 in stock')).toBeTruthy();
    click('Add item');
    expect((await screen.findByRole('status')).textContent).toBe(
      '“Free rotation for points” added to the points mall',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves(calls)).toEqual([{ method: 'POST', url: '/api/admin/pointsMall/goods', body: COUPON_ITEM }]);
    expect(rows()[2]?.slice(1, 6)).toEqual([
      'Coupon',
      '1,200 points',
      '50 / 500 exchanged',
      '2',
      'In the mall',
    ]);
  });

  it('adds a product item: a SKU found by the product name, with money on top in dollars', async () => {
    const calls = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    fireEvent.change(control('Find a product'), { target: { value: 'pilot' } });
    fireEvent.click(await within(editor()).findByRole('button', { name: /^Michelin Pilot Sport 4/ }));
    const skus = await within(editor()).findByRole('list', { name: 'SKUs of Michelin Pilot Sport 4' });
    // A SKU off sale cannot be chosen.
    expect((within(skus).getByRole('radio', { name: /245\/40R18/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(skus).getByRole('radio', { name: /225\/45R17/ }));
    expect(within(editor()).getAllByRole('status')[0]?.textContent).toBe(
      'Michelin Pilot Sport 4 · 225/45R17 · usual price $189.99',
    );
    // The item is named after its product while it has no name.
    expect(control('Name').value).toBe('Michelin Pilot Sport 4');
    type('Points', '500');
    type('Money on top', '$4.99');
    type('Stock', '10');
    fireEvent.click(within(editor()).getByRole('checkbox', { name: /In the points mall/ }));
    click('Add item');
    await screen.findByText('“Michelin Pilot Sport 4” added to the points mall');
    expect(saves(calls)[0]?.body).toEqual({
      kind: 'product',
      name: 'Michelin Pilot Sport 4',
      description: '',
      skuId: 3101,
      couponId: null,
      pointsPrice: 500,
      cashCents: 499,
      stock: 10,
      perUserLimit: 1,
      active: false,
    });
  });

  it('edits an item from its saved values and sends the whole item again', async () => {
    const calls = await open();
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Pilot Sport 4 for points' }));
    expect(screen.getByRole('dialog', { name: 'Edit “Pilot Sport 4 for points”' })).toBeTruthy();
    expect(control('Money on top').value).toBe('4.99');
    expect(within(editor()).getByText('Michelin Pilot Sport 4 · SKU #3101, as saved')).toBeTruthy();
    expect(within(editor()).getByText('3 already exchanged: it cannot be less')).toBeTruthy();
    type('Stock', '8');
    type('Money on top', '');
    fireEvent.click(within(editor()).getByRole('checkbox', { name: /In the points mall/ }));
    click('Save item');
    await screen.findByText('Saved “Pilot Sport 4 for points”');
    expect(saves(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/pointsMall/goods/2',
        body: {
          kind: 'product',
          name: 'Pilot Sport 4 for points',
          description: 'One tire, picked up or delivered',
          skuId: 3101,
          couponId: null,
          pointsPrice: 500,
          cashCents: 0,
          stock: 8,
          perUserLimit: 2,
          active: true,
        },
      },
    ]);
    expect(rows()[1]?.slice(2, 6)).toEqual(['500 points', '5 / 83 exchanged', '2', 'In the mall']);
  });

  it('checks what does not read before sending anything', async () => {
    const calls = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    type('Name', 'A tire');
    type('Points', '5');
    type('Money on top', '4.999');
    type('Stock', 'ten');
    click('Add item');
    await waitFor(() => expect(messageOf('Points')).toBe('At least 10 points'));
    expect(messageOf('Stock')).toBe('Enter a whole number');
    expect(messageOf('Money on top')).toBe(Messages.AmountTooManyDecimals);
    type('Points', '500');
    type('Money on top', '');
    type('Stock', '10');
    click('Add item');
    expect((await within(editor()).findByRole('alert')).textContent).toBe(
      'Choose the product this item sells',
    );
    expect(saves(calls)).toEqual([]);
  });

  it("puts the server's refusal under the field it names, and keeps the editor open", async () => {
    const calls = await open({
      refuse: (call) =>
        call.method === 'PUT'
          ? invalidAt('stock', '3 were already exchanged: the stock cannot be less')
          : undefined,
    });
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit $15 off for points' }));
    type('Stock', '2');
    click('Save item');
    await waitFor(() =>
      expect(messageOf('Stock')).toBe('3 were already exchanged: the stock cannot be less'),
    );
    expect(within(editor()).getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit “$15 off for points”' })).toBeTruthy();
    expect(saves(calls)).toHaveLength(1);
  });

  it('puts a refusal of the SKU under the product picker, and one about no field above the buttons', async () => {
    await open({
      refuse: (call) =>
        call.method === 'POST'
          ? invalidAt('skuId', 'Choose a product the shop sells')
          : {
              status: 404,
              body: { code: 'MALL_GOODS_NOT_FOUND', message: 'This item is no longer in the points mall' },
            },
    });
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Pilot Sport 4 for points' }));
    click('Save item');
    expect((await within(editor()).findByRole('alert')).textContent).toBe(
      'This item is no longer in the points mall',
    );
    click('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    fireEvent.change(control('Find a product'), { target: { value: 'pilot' } });
    fireEvent.click(await within(editor()).findByRole('button', { name: /^Michelin Pilot Sport 4/ }));
    fireEvent.click(await within(editor()).findByRole('radio', { name: /225\/45R17/ }));
    type('Points', '500');
    type('Stock', '10');
    click('Add item');
    const picker = within(editor()).getByRole('group', { name: 'Product SKU' });
    expect((await within(picker).findByRole('alert')).textContent).toBe('Choose a product the shop sells');
    expect(within(editor()).getAllByRole('alert')).toHaveLength(1);
  });
});
