import { randomInt } from 'node:crypto';
import {
  Messages,
  type OrderDetail,
  OrderStatus,
  PAYMENT_METHODS,
  type PayAnswer,
  type PayInfoAnswer,
  type PayMethod,
  PaymentType,
  PayNext,
  PayResultStatus,
  type PaySwitchAnswer,
} from '@tread/domain';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/provider';
import { markOrdersPaid, payableOrders } from '../order/lifecycle';
import type { WalletService } from '../wallet/service';
import { gatewayPaySwitch, offeredMethods } from './methods';
import type { CheckoutView } from './payment-page';
import { payments } from './tables';

export type PaymentServiceDeps = {
  wallet: WalletService;
  gateway: PaymentGateway;
  paySwitch: () => Promise<PaySwitchAnswer>;
  /** The shopper's order, with passed payment windows already applied (404 when not theirs). */
  orderDetail: (userId: string, orderNumber: string) => Promise<OrderDetail>;
  log: FastifyBaseLogger;
};

const PAY_NUMBER_DIGITS = 20;

/** 'P' and 20 random digits: readable, and unguessable since it opens the sandbox payment page. */
export function newPayNumber(): string {
  let digits = '';
  for (let i = 0; i < PAY_NUMBER_DIGITS; i++) digits += String(randomInt(10));
  return `P${digits}`;
}

const paymentNotFound = () => notFound(Messages.NotFound, 'PAYMENT_NOT_FOUND');

/** One currency per payment: orders of one shop are all in its currency. */
function currencyOf(orders: { currency: string }[]): string {
  const currencies = new Set(orders.map((order) => order.currency));
  const [currency] = currencies;
  if (currencies.size === 1 && currency) return currency;
  throw badRequest(Messages.OrderStatusChanged, 'ORDER_STATUS_CHANGED');
}

/** Paying orders: with the balance at once, or through the gateway (settled by its notification). */
export function paymentService(
  { db, clock }: Deps,
  { wallet, gateway, paySwitch, orderDetail, log }: PaymentServiceDeps,
) {
  async function methodFor(payType: number): Promise<PayMethod> {
    const method = offeredMethods(await paySwitch(), gateway).find((m) => m.payType === payType);
    if (!method) throw badRequest(Messages.ChoosePaymentMethod, 'PAYMENT_METHOD_OFF');
    return method;
  }

  async function payWithBalance(userId: string, orderNumbers: string[]): Promise<PayAnswer> {
    const payNumber = newPayNumber();
    await db.transaction(async (tx: Transaction) => {
      const now = clock.now();
      const payable = await payableOrders(tx, userId, orderNumbers, now);
      await wallet.pay(tx, userId, payable.totalCents, orderNumbers.join(','));
      await markOrdersPaid(tx, { userId, orderNumbers, paymentType: PaymentType.Balance, now });
      await tx.insert(payments).values({
        payNumber,
        userId,
        orderNumbers,
        paymentType: PaymentType.Balance,
        amountCents: payable.totalCents,
        currency: currencyOf(payable.orders),
        provider: 'balance',
        status: 'succeeded',
        createdAt: now,
        updatedAt: now,
      });
    });
    return { payNumber, status: PayNext.Succeeded, redirectUrl: null };
  }

  async function payThroughGateway(
    userId: string,
    orderNumbers: string[],
    paymentType: PaymentType,
  ): Promise<PayAnswer> {
    const now = clock.now();
    const payment = await db.transaction(async (tx: Transaction) => {
      const payable = await payableOrders(tx, userId, orderNumbers, now);
      const [created] = await tx
        .insert(payments)
        .values({
          payNumber: newPayNumber(),
          userId,
          orderNumbers,
          paymentType,
          amountCents: payable.totalCents,
          currency: currencyOf(payable.orders),
          provider: gateway.name,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('payment row not written');
      return created;
    });
    const checkout = await gateway
      .createCheckout({ ...payment, orderNumbers })
      .catch(async (error: unknown) => {
        await db
          .update(payments)
          .set({
            status: 'failed',
            failureReason: 'The gateway could not start the payment',
            updatedAt: clock.now(),
          })
          .where(eq(payments.id, payment.id));
        log.error(
          { err: error, payNumber: payment.payNumber },
          'the payment gateway could not start a payment',
        );
        throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', Messages.PaymentFailedPayAgain);
      });
    await db
      .update(payments)
      .set({ providerRef: checkout.providerRef, updatedAt: clock.now() })
      .where(eq(payments.id, payment.id));
    return { payNumber: payment.payNumber, status: PayNext.Redirect, redirectUrl: checkout.redirectUrl };
  }

  /** The gateway's payment page's view of an attempt: what and how much, nothing about the shopper. */
  async function checkoutView(payNumber: string): Promise<CheckoutView & { providerRef: string | null }> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.payNumber, payNumber), eq(payments.provider, gateway.name)));
    if (!payment) throw paymentNotFound();
    const method = PAYMENT_METHODS.find((m) => m.type === payment.paymentType);
    return {
      payNumber: payment.payNumber,
      amountCents: payment.amountCents,
      currency: payment.currency,
      methodLabel: method?.label ?? '',
      orderNumbers: payment.orderNumbers,
      status: payment.status,
      providerRef: payment.providerRef,
    };
  }

  return {
    /** The pay switches as the configured gateway can honour them (getSysPaySwitch). */
    paySwitch: async () => gatewayPaySwitch(await paySwitch(), gateway),

    /** What pay-way shows: the orders, what is due and by when, the balance and the methods on offer. */
    async payInfo(userId: string, orderNumbers: string[]): Promise<PayInfoAnswer> {
      const payable = await db.transaction((tx: Transaction) =>
        payableOrders(tx, userId, orderNumbers, clock.now()),
      );
      const payBefore = Math.min(...payable.orders.map((order) => order.payBefore.getTime()));
      const [balance, switches] = await Promise.all([wallet.balance(userId), paySwitch()]);
      return {
        orders: payable.orders.map((order) => ({ orderNumber: order.orderNumber, total: order.totalCents })),
        total: payable.totalCents,
        payBefore: new Date(payBefore).toISOString(),
        remainingSeconds: Math.max(0, Math.floor((payBefore - clock.now().getTime()) / 1000)),
        balance,
        methods: offeredMethods(switches, gateway),
      };
    },

    async pay(userId: string, input: { orderNumbers: string[]; payType: number }): Promise<PayAnswer> {
      const method = await methodFor(input.payType);
      const orderNumbers = [...new Set(input.orderNumbers)];
      return method.payType === PaymentType.Balance
        ? payWithBalance(userId, orderNumbers)
        : payThroughGateway(userId, orderNumbers, method.payType);
    },

    /** The shopper backed out of a gateway payment: it stops counting as processing. */
    async cancel(userId: string, payNumber: string): Promise<void> {
      const mine = and(eq(payments.userId, userId), eq(payments.payNumber, payNumber));
      const [canceled] = await db
        .update(payments)
        .set({ status: 'canceled', failureReason: 'Cancelled by the shopper', updatedAt: clock.now() })
        .where(and(mine, eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (canceled) return;
      const [existing] = await db.select({ id: payments.id }).from(payments).where(mine);
      throw existing ? badRequest(Messages.OrderStatusChanged, 'ORDER_STATUS_CHANGED') : paymentNotFound();
    },

    checkoutView,

    /** 'Cancel payment' on our Stripe page: a pending attempt stops counting as processing. */
    async closeCheckout(payNumber: string): Promise<CheckoutView> {
      await db
        .update(payments)
        .set({ status: 'canceled', failureReason: 'Cancelled on the payment page', updatedAt: clock.now() })
        .where(
          and(
            eq(payments.payNumber, payNumber),
            eq(payments.provider, gateway.name),
            eq(payments.status, 'pending'),
          ),
        );
      return checkoutView(payNumber);
    },

    /**
     * SPEC §7 changePayingStatus: success once the order is paid, processing while its latest attempt is
     * pending; an attempt left open on an order that expired or was cancelled counts as failed.
     */
    async payingStatus(userId: string, orderNumber: string): Promise<PayResultStatus> {
      const order = await orderDetail(userId, orderNumber);
      if (order.status === OrderStatus.Canceled) return PayResultStatus.Failed;
      if (order.status !== OrderStatus.Unpaid) return PayResultStatus.Success;
      const [latest] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.userId, userId), arrayContains(payments.orderNumbers, [orderNumber])))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return latest?.status === 'pending' ? PayResultStatus.Processing : PayResultStatus.Failed;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
