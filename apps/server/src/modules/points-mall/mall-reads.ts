import {
  type ExchangeRecord,
  type ExchangeRecordsPage,
  type MallGoodsCard,
  type MallGoodsDetail,
  type MallGoodsKind,
  type MallGoodsPage,
  MallMessages,
  PointsMessages,
  refusal,
} from '@tread/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pageAnswer } from '../../platform/paging';
import type { MallPorts } from './ports';
import { mallExchanges, mallGoods } from './tables';
import { exchangedBy, type MallGoodsRow } from './take-goods';

type Page = { current: number; size: number };

export const recordOf = (
  row: typeof mallExchanges.$inferSelect,
  goods: MallGoodsRow,
  image: string,
): ExchangeRecord => ({
  number: row.number,
  goodsId: goods.id,
  kind: goods.kind,
  name: goods.name,
  image,
  count: row.count,
  points: row.points,
  cashCents: row.cashCents,
  status: row.status,
  orderNumber: row.orderNumber,
  time: row.createdAt.toISOString(),
});

/** The mall's goods and a shopper's exchanges, with the products' pictures as the catalog has them now. */
export function mallReads({ db }: Deps, ports: MallPorts) {
  async function imagesOf(goods: readonly MallGoodsRow[]): Promise<Map<number, string>> {
    const facts = await ports.skuFacts(goods.flatMap((g) => (g.skuId === null ? [] : [g.skuId])));
    return new Map(goods.map((g) => [g.id, (g.skuId !== null && facts.get(g.skuId)?.image) || '']));
  }

  const cardOf = (goods: MallGoodsRow, image: string): MallGoodsCard => ({
    id: goods.id,
    kind: goods.kind,
    name: goods.name,
    image,
    pointsPrice: goods.pointsPrice,
    cashCents: goods.cashCents,
    stockLeft: goods.stock - goods.exchanged,
    skuId: goods.skuId,
  });

  return {
    async list(userId: string, query: Page & { kind?: MallGoodsKind }): Promise<MallGoodsPage> {
      const where = and(eq(mallGoods.active, true), query.kind ? eq(mallGoods.kind, query.kind) : undefined);
      const [[counted], rows, balance] = await Promise.all([
        db.select({ n: count() }).from(mallGoods).where(where),
        db
          .select()
          .from(mallGoods)
          .where(where)
          .orderBy(asc(mallGoods.pointsPrice), asc(mallGoods.id))
          .limit(query.size)
          .offset((query.current - 1) * query.size),
        ports.pointsBalance(userId),
      ]);
      const images = await imagesOf(rows);
      const cards = rows.map((row) => cardOf(row, images.get(row.id) ?? ''));
      return { ...pageAnswer(cards, counted?.n ?? 0, query), balance };
    },

    async detail(userId: string, id: number): Promise<MallGoodsDetail> {
      const [goods] = await db
        .select()
        .from(mallGoods)
        .where(and(eq(mallGoods.id, id), eq(mallGoods.active, true)));
      if (!goods) throw refuse('MALL_GOODS_NOT_FOUND');
      const [images, mine, balance] = await Promise.all([
        imagesOf([goods]),
        exchangedBy(db, userId, id),
        ports.pointsBalance(userId),
      ]);
      const problem =
        goods.exchanged >= goods.stock
          ? MallMessages.SoldOut
          : mine >= goods.perUserLimit
            ? refusal('MALL_LIMIT_REACHED', goods.perUserLimit).message
            : balance < goods.pointsPrice
              ? PointsMessages.NotEnough
              : null;
      return {
        ...cardOf(goods, images.get(goods.id) ?? ''),
        description: goods.description,
        perUserLimit: goods.perUserLimit,
        exchangedByMe: mine,
        balance,
        problem,
      };
    },

    async exchanges(userId: string, page: Page): Promise<ExchangeRecordsPage> {
      const where = eq(mallExchanges.userId, userId);
      const [[counted], rows] = await Promise.all([
        db.select({ n: count() }).from(mallExchanges).where(where),
        db
          .select()
          .from(mallExchanges)
          .where(where)
          .orderBy(desc(mallExchanges.createdAt), desc(mallExchanges.id))
          .limit(page.size)
          .offset((page.current - 1) * page.size),
      ]);
      const ids = [...new Set(rows.map((row) => row.goodsId))];
      const goods = ids.length ? await db.select().from(mallGoods).where(inArray(mallGoods.id, ids)) : [];
      const images = await imagesOf(goods);
      const records = rows.flatMap((row) => {
        const item = goods.find((g) => g.id === row.goodsId);
        return item ? [recordOf(row, item, images.get(item.id) ?? '')] : [];
      });
      return pageAnswer(records, counted?.n ?? 0, page);
    },
  };
}
export type MallReads = ReturnType<typeof mallReads>;
