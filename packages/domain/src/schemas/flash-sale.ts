import { z } from 'zod';
import { BusinessLine, FlashSaleStatus } from '../catalog-codes';
import { Messages } from '../messages';
import { centsField, consoleDayField, idField, idParam, intField, isoTimeField } from '../zod-fields';
import { PromotionMessages } from './promotion';

/** Flash sales (seckill, issue 15): the snap-up list and detail, buying through checkout, and the console. */

export const FlashSaleMessages = {
  DayRequired: 'Please choose a day (MM/DD/YYYY)',
  DaysOrder: 'The last day must not be before the first',
  SessionTime: 'Please enter a time as HH:MM, from 00:00 to 24:00',
  SessionOrder: 'The session must end after it starts',
  PriceBelowUsual: 'The flash price must be below the usual price',
  StockRange: 'The flash stock is 1 to 100,000 units a day',
  LimitRange: 'The limit per shopper is 1 to 50',
  PriceRequired: 'Please enter the flash price',
} as const;

/** The one SKU a flash sale or group buy is on, as its cards show it. */
export const offerSku = z.object({
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  brandName: z.string(),
  image: z.string(),
  bizType: z.literal(Object.values(BusinessLine)),
  /** '225/45R17 94W' for a tire; null for a part. */
  displaySize: z.string().nullable(),
});
export type OfferSku = z.infer<typeof offerSku>;

/** One flash sale as shoppers see it today: price against the usual price, what is left, the countdown. */
export const flashSaleCard = offerSku.extend({
  seckillId: z.number().int(),
  name: z.string(),
  /** Cents: the flash price and the usual price. */
  price: z.number().int(),
  oriPrice: z.number().int(),
  perShopperLimit: z.number().int(),
  /** Today's flash stock, units sold today and units left. */
  stock: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  status: z.enum(Object.values(FlashSaleStatus)),
  /** 'Event not started', 'Sold out; come back tomorrow at 12:00am'...; null while it can be bought. */
  message: z.string().nullable(),
  /** 'HH:mm'–'HH:mm' Los Angeles time, every day of the sale. */
  sessionStart: z.string(),
  sessionEnd: z.string(),
  /** The session the countdown counts to or down; null once over. */
  opensAt: isoTimeField.nullable(),
  closesAt: isoTimeField.nullable(),
});
export type FlashSaleCard = z.infer<typeof flashSaleCard>;

/** GET /api/seckill/list — today's flash sales (those on, coming up, and sold out), soonest session first. */
export const flashSaleList = z.object({
  /** The Los Angeles day 'YYYY-MM-DD' the stock counts. */
  day: z.string(),
  serverTime: isoTimeField,
  list: z.array(flashSaleCard),
});
export type FlashSaleList = z.infer<typeof flashSaleList>;

export const seckillIdParam = z.object({ seckillId: idParam(Messages.EventEnded) });

/** GET /api/seckill/:seckillId — a sale and, for a signed-in shopper, how many they bought today. */
export const flashSaleDetail = flashSaleCard.extend({
  serverTime: isoTimeField,
  boughtToday: z.number().int().nullable(),
});
export type FlashSaleDetail = z.infer<typeof flashSaleDetail>;

const clockField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, FlashSaleMessages.SessionTime);

/** POST /api/admin/seckills and PUT /api/admin/seckills/:seckillId */
export const flashSaleEditRequest = z
  .object({
    name: z.string().trim().min(1, PromotionMessages.NameRequired).max(60),
    skuId: idField(Messages.ProductUnavailable),
    flashPrice: centsField.min(1, FlashSaleMessages.PriceRequired).max(10_000_000),
    dailyStock: intField({ min: 1, max: 100_000, message: FlashSaleMessages.StockRange }),
    perShopperLimit: intField({ min: 1, max: 50, message: FlashSaleMessages.LimitRange }),
    firstDay: consoleDayField(FlashSaleMessages.DayRequired),
    lastDay: consoleDayField(FlashSaleMessages.DayRequired),
    sessionStart: clockField,
    sessionEnd: clockField,
  })
  .refine((value) => value.lastDay >= value.firstDay, {
    message: FlashSaleMessages.DaysOrder,
    path: ['lastDay'],
  })
  .refine((value) => value.sessionEnd > value.sessionStart, {
    message: FlashSaleMessages.SessionOrder,
    path: ['sessionEnd'],
  });
export type FlashSaleEditRequest = z.input<typeof flashSaleEditRequest>;
export type FlashSaleEdit = z.output<typeof flashSaleEditRequest>;

/** A flash sale in the console: its settings, where it stands and what it sold. */
export const adminFlashSaleRow = flashSaleCard.extend({
  firstDay: z.string(),
  lastDay: z.string(),
  /** Units sold over every day (orders not canceled). */
  soldTotal: z.number().int(),
  closedAt: isoTimeField.nullable(),
});
export type AdminFlashSaleRow = z.infer<typeof adminFlashSaleRow>;
export const adminFlashSalesAnswer = z.object({ list: z.array(adminFlashSaleRow) });
export type AdminFlashSalesAnswer = z.infer<typeof adminFlashSalesAnswer>;
