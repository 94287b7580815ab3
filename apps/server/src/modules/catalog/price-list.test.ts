import {
  CatalogAdminMessages,
  Messages,
  PRICE_LIST_MAX_ROWS,
  type PriceListPreview,
  type ProductDetail,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { stockOf } from '../../../test/order-lifecycle';
import { nearestStation, signUpShoppers, skuForSale, submitOneTire } from '../../../test/orders';
import { auditOf, expectCatalogRolesOnly, type Staff, staffOfEveryRole } from './admin-testing';
import { skus } from './tables';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffOfEveryRole(t);
});
afterAll(() => t.close());

const preview = (csv: string, headers = staff.operations) =>
  t.app.inject({ method: 'POST', url: '/api/admin/price-lists/preview', headers, payload: { csv } });
const apply = (csv: string, token: string | null, headers = staff.operations) =>
  t.app.inject({ method: 'POST', url: '/api/admin/price-lists/apply', headers, payload: { csv, token } });
const previewed = async (csv: string) => {
  const res = await preview(csv);
  expect(res.statusCode).toBe(200);
  return res.json<PriceListPreview>();
};
const skuRow = async (id: number) => (await t.handle.db.select().from(skus).where(eq(skus.id, id)))[0];
const tire = (price = 10_000, stock = 10) => skuForSale(t, { price, stock });

describe('previewing a price and stock CSV', () => {
  it('lists each line with its change, before and after, and answers a token to apply it', async () => {
    const [a, b] = [await tire(10_000, 10), await tire(20_000, 5)];
    const code = (await skuRow(b))?.partyCode;
    const csv = `skuId,partyCode,price,stock\n${a},,"$1,234.50",40\n,${code},200.00,\n`;
    const answer = await previewed(csv);
    expect(answer).toMatchObject({ changes: 1, errors: 0, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(answer.rows).toEqual([
      expect.objectContaining({
        line: 2,
        skuId: a,
        price: { before: 10_000, after: 123_450 },
        stock: { before: 10, after: 40 },
        changed: true,
        error: null,
      }),
      expect.objectContaining({
        line: 3,
        skuId: b,
        partyCode: code,
        price: { before: 20_000, after: 20_000 },
        stock: null,
        changed: false,
      }),
    ]);
    expect((await skuRow(a))?.price).toBe(10_000);
  });

  it('gives each bad line its own clear error, and no token', async () => {
    const [a, b] = [await tire(), await tire()];
    const lines = [
      'sku,price,stock',
      `${a},abc,1`,
      `${b},12.00,-3`,
      `${b},0,1`,
      '2147483647,10,1',
      `${a},10.00,1.5`,
      `${a},10.00,2`,
      ',10,1',
      `${b},12.345,1`,
    ];
    const answer = await previewed(lines.join('\n'));
    expect(answer.token).toBeNull();
    expect(answer.rows.map((r) => [r.line, r.error])).toEqual([
      [2, Messages.AmountInvalid],
      [3, CatalogAdminMessages.RowStockNegative],
      [4, CatalogAdminMessages.RowPriceNotPositive],
      [5, CatalogAdminMessages.RowUnknownSku('2147483647')],
      [6, CatalogAdminMessages.RowStockNotWhole],
      [7, CatalogAdminMessages.RowDuplicate(2)],
      [8, CatalogAdminMessages.RowNoSku],
      [9, Messages.AmountTooManyDecimals],
    ]);
    const mismatch = await previewed(`skuId,partyCode,stock\n${a},NOT-ITS-CODE,3`);
    expect(mismatch.rows[0]?.error).toBe(CatalogAdminMessages.RowSkuMismatch(a, 'NOT-ITS-CODE'));
  });

  it('refuses a file it cannot read as a price list with 400 and the reason', async () => {
    const refused: [string, string][] = [
      ['', CatalogAdminMessages.CsvEmpty],
      ['skuId,price\n', CatalogAdminMessages.CsvEmpty],
      ['name,price\nx,1', CatalogAdminMessages.CsvNoSkuColumn],
      ['skuId,name\n1,x', CatalogAdminMessages.CsvNoChangeColumn],
      ['skuId,price\n1,"2', CatalogAdminMessages.CsvUnreadable(2)],
      [
        `skuId,stock\n${'1,1\n'.repeat(PRICE_LIST_MAX_ROWS + 1)}`,
        CatalogAdminMessages.CsvTooManyRows(PRICE_LIST_MAX_ROWS),
      ],
    ];
    for (const [csv, message] of refused) {
      const res = await preview(csv);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'csv' });
    }
    const noCsv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/price-lists/preview',
      headers: staff.operations,
      payload: {},
    });
    expect(noCsv.statusCode).toBe(400);
  });

  it('is for operations and the administrator only', async () => {
    const a = await tire();
    await expectCatalogRolesOnly(staff, (headers) => preview(`skuId,stock\n${a},3`, headers));
  });
});

describe('applying a price and stock CSV', () => {
  it('changes every SKU in one go, the shop shows the new price, and each changed SKU gets an audit row', async () => {
    const [a, b, same] = [await tire(10_000, 10), await tire(20_000, 5), await tire(30_000, 1)];
    const csv = `skuId,price,stock\n${a},99.99,40\n${b},,7\n${same},300.00,1`;
    const { token } = await previewed(csv);
    const res = await apply(csv, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    expect(await skuRow(a)).toMatchObject({ price: 9_999, stock: 40 });
    expect(await skuRow(b)).toMatchObject({ price: 20_000, stock: 7 });
    const productId = (await skuRow(a))?.productId;
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/prod/prodInfo?prodId=${productId}&skuId=${a}` })
    ).json<ProductDetail>();
    expect(page.sku).toMatchObject({ price: 9_999, totalStocks: 40 });
    expect(await auditOf(t, staff, `sku:${a}`)).toEqual([
      expect.objectContaining({
        action: 'sku.priceList',
        before: { price: 10_000, stock: 10 },
        after: { price: 9_999, stock: 40 },
      }),
    ]);
    expect((await auditOf(t, staff, `sku:${b}`))[0]).toMatchObject({
      before: { stock: 5 },
      after: { stock: 7 },
    });
    expect(await auditOf(t, staff, `sku:${same}`)).toEqual([]);
  });

  it('changes nothing and writes no audit row when any line is refused', async () => {
    const [a, b] = [await tire(10_000, 10), await tire(20_000, 5)];
    const good = `skuId,stock\n${a},11\n${b},12`;
    const { token } = await previewed(good);
    const res = await apply(`${good}\n${b},-1`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CatalogAdminMessages.UploadHasErrors(4, CatalogAdminMessages.RowStockNegative),
      field: 'csv',
    });
    expect(await skuRow(a)).toMatchObject({ stock: 10 });
    expect(await auditOf(t, staff, `sku:${a}`)).toEqual([]);
    expect((await apply(good, 'f'.repeat(64))).statusCode).toBe(409);
    expect((await apply(good, 'short')).json()).toMatchObject({
      message: CatalogAdminMessages.PreviewFirst,
      field: 'token',
    });
  });

  it('refuses a preview an order overtook, so the stock it took is not lost; a fresh preview applies', async () => {
    const a = await tire(10_000, 10);
    const csv = `skuId,stock\n${a},40`;
    const { token } = await previewed(csv);
    const [shopper] = await signUpShoppers(t, 1);
    if (!shopper) throw new Error('no shopper');
    const stationId = await nearestStation(t, 'pickup');
    expect((await submitOneTire(t, shopper, { skuId: a, stationId })).statusCode).toBe(200);
    const stale = await apply(csv, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PRICE_LIST_CHANGED',
      message: CatalogAdminMessages.UploadChanged,
    });
    expect(await stockOf(t, a)).toBe(9);
    const fresh = await previewed(csv);
    expect(fresh.rows[0]?.stock).toEqual({ before: 9, after: 40 });
    expect((await apply(csv, fresh.token)).statusCode).toBe(200);
    expect(await stockOf(t, a)).toBe(40);
  });

  it('applies the same file once however many times it is sent at once', async () => {
    const a = await tire(10_000, 10);
    const csv = `skuId,price,stock\n${a},80.00,25`;
    const { token } = await previewed(csv);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(csv, token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['PRICE_LIST_APPLIED']),
    );
    expect(await skuRow(a)).toMatchObject({ price: 8_000, stock: 25 });
    expect(await auditOf(t, staff, `sku:${a}`)).toHaveLength(1);
  });

  it('lets one of two files previewed against the same stock win, never a mix', async () => {
    const [a, b] = [await tire(10_000, 10), await tire(10_000, 10)];
    const first = `skuId,stock\n${a},20\n${b},20`;
    const second = `skuId,stock\n${b},30\n${a},30`;
    const [p1, p2] = [await previewed(first), await previewed(second)];
    const answers = await Promise.all([apply(first, p1.token), apply(second, p2.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]?.statusCode === 200 ? 20 : 30;
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([won, won]);
  });

  it('races orders taking the stock: no order is lost, nothing is oversold', async () => {
    const shoppers = await signUpShoppers(t, 15);
    const stationId = await nearestStation(t, 'pickup');
    const a = await tire(10_000, 10);
    const csv = `skuId,price,stock\n${a},95.00,40`;
    const { token } = await previewed(csv);
    const [applied, ...orders] = await Promise.all([
      apply(csv, token),
      ...shoppers.map((who) => submitOneTire(t, who, { skuId: a, stationId })),
    ]);
    const placed = orders.filter((r) => r.statusCode === 200).length;
    const stock = await stockOf(t, a);
    if (applied?.statusCode === 200) {
      // The apply locked the SKU as previewed (10), so every order placed took from the new 40.
      expect({ stock, price: (await skuRow(a))?.price }).toEqual({ stock: 40 - placed, price: 9_500 });
    } else {
      expect(applied?.json().code).toBe('PRICE_LIST_CHANGED');
      expect({ stock, price: (await skuRow(a))?.price }).toEqual({ stock: 10 - placed, price: 10_000 });
    }
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  it('is for operations and the administrator only', async () => {
    const a = await tire();
    let stock = 0;
    await expectCatalogRolesOnly(staff, async (headers) => {
      const csv = `skuId,stock\n${a},${++stock}`;
      return apply(csv, (await previewed(csv)).token, headers);
    });
  });
});
