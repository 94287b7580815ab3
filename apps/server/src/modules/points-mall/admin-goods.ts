import type { AdminMallGoods, AdminMallGoodsList, MallGoodsEdit } from '@tread/domain';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import type { SkuFacts } from '../catalog';
import type { MallPorts } from './ports';
import { mallGoods } from './tables';
import type { MallGoodsRow } from './take-goods';

const staffRowOf = (goods: MallGoodsRow, product: SkuFacts | undefined): AdminMallGoods => ({
  id: goods.id,
  kind: goods.kind,
  name: goods.name,
  image: product?.image ?? '',
  productName: product?.prodName ?? null,
  pointsPrice: goods.pointsPrice,
  cashCents: goods.cashCents,
  stockLeft: goods.stock - goods.exchanged,
  skuId: goods.skuId,
  description: goods.description,
  couponId: goods.couponId,
  stock: goods.stock,
  exchanged: goods.exchanged,
  perUserLimit: goods.perUserLimit,
  active: goods.active,
});

/** Operations keep the points mall's goods: each change audited; stock never below what was exchanged. */
export function adminMallGoods({ db, clock }: Deps, ports: MallPorts) {
  async function withImage(goods: MallGoodsRow): Promise<AdminMallGoods> {
    const facts = goods.skuId === null ? undefined : (await ports.skuFacts([goods.skuId])).get(goods.skuId);
    return staffRowOf(goods, facts);
  }

  /** A product must be one the catalog sells. */
  async function checkSku(edit: MallGoodsEdit): Promise<void> {
    if (edit.skuId !== null && !(await ports.skuFacts([edit.skuId])).get(edit.skuId)?.available) {
      throw invalidInput('Choose a product the shop sells', 'skuId');
    }
  }

  const columnsOf = (edit: MallGoodsEdit) => ({
    ...edit,
    skuId: edit.kind === 'product' ? edit.skuId : null,
    couponId: edit.kind === 'coupon' ? edit.couponId : null,
  });

  return {
    async list(): Promise<AdminMallGoodsList> {
      const rows = await db.select().from(mallGoods).orderBy(asc(mallGoods.id));
      const facts = await ports.skuFacts(rows.flatMap((g) => (g.skuId === null ? [] : [g.skuId])));
      return { records: rows.map((g) => staffRowOf(g, g.skuId === null ? undefined : facts.get(g.skuId))) };
    },

    async create(by: Principal, edit: MallGoodsEdit): Promise<AdminMallGoods> {
      await checkSku(edit);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mallGoods)
          .values({ ...columnsOf(edit), createdAt: clock.now() })
          .returning();
        if (!row) throw new Error('goods not written');
        await recordStaffWrite(tx, {
          actor: by,
          action: 'mall.create',
          subject: `mall-goods:${row.id}`,
          before: null,
          after: edit,
          at: clock.now(),
        });
        return row;
      });
      return withImage(created);
    },

    async update(by: Principal, id: number, edit: MallGoodsEdit): Promise<AdminMallGoods> {
      await checkSku(edit);
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.id, id)).for('update');
        if (!before) throw refuse('MALL_GOODS_NOT_FOUND');
        if (edit.stock < before.exchanged) {
          throw invalidInput(`${before.exchanged} were already exchanged: the stock cannot be less`, 'stock');
        }
        const [row] = await tx.update(mallGoods).set(columnsOf(edit)).where(eq(mallGoods.id, id)).returning();
        if (!row) throw refuse('MALL_GOODS_NOT_FOUND');
        await recordStaffWrite(tx, {
          actor: by,
          action: 'mall.update',
          subject: `mall-goods:${id}`,
          before,
          after: edit,
          at: clock.now(),
        });
        return row;
      });
      return withImage(updated);
    },
  };
}
export type AdminMallGoodsService = ReturnType<typeof adminMallGoods>;
