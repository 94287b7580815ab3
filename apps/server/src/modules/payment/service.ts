import {
  OrderStatus,
  PAYMENT_METHODS,
  type PayAnswer,
  type PayInfoAnswer,
  type PayMethod,
  PaymentAction,
  PaymentStatus,
  PaymentType,
  PayNext,
  PayResultStatus,
  type PaySwitchAnswer,
} from '@tread/domain';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/provider';
import type { MyOrders } from '../order';
import type { WalletService } from '../wallet';
import { gatewayPaySwitch, offeredMethods } from './methods';
import { otherPayingStatus, type Payables } from './payables';
import type { CheckoutView } from './payment-page';
import { transitionPayment } from './payment-transitions';
import { newPayNumber } from './references';
import { payments } from './tables';

export type PaymentServiceDeps = {
  wallet: WalletService;
  gateway: PaymentGateway;
  paySwitch: () => Promise<PaySwitchAnswer>;
  /** Orders, top-ups or memberships, by their numbers. */
  payables: Payables;
  /** The shopper's order as it stands now (404 when not theirs). */
  orderDetail: MyOrders['detail'];
  log: FastifyBaseLogger;
};

/** One currency per payment: orders of one shop are all in its currency. */
function currencyOf(orders: { currency: string }[]): string {
  const currencies = new Set(orders.map((order) => order.currency));
  const [currency] = currencies;
  if (currencies.size === 1 && currency) return currency;
  throw refuse('ORDER_STATUS_CHANGED');
}

/** Paying orders: with the balance at once, or through the gateway (settled by its notification). */
export function paymentService(
  { db, clock }: Deps,
  { wallet, gateway, paySwitch, payables: orders, orderDetail, log }: PaymentServiceDeps,
) {
  /** The methods on offer for these numbers: a top-up is never paid from the balance it adds to. */
  async function methodsFor(orderNumbers: readonly string[]): Promise<PayMethod[]> {
    const methods = offeredMethods(await paySwitch(), gateway);
    return orders.balanceAllowed(orderNumbers)
      ? methods
      : methods.filter((method) => method.payType !== PaymentType.Balance);
  }

  async function methodFor(payType: number, orderNumbers: readonly string[]): Promise<PayMethod> {
    const method = (await methodsFor(orderNumbers)).find((m) => m.payType === payType);
    if (!method) throw refuse('PAYMENT_METHOD_OFF');
    return method;
  }

  /** Whether the latest attempt to pay this number is still waiting for the gateway. */
  async function attemptPending(userId: string, orderNumber: string): Promise<boolean> {
    const [latest] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.userId, userId), arrayContains(payments.orderNumbers, [orderNumber])))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return latest?.status === PaymentStatus.Pending;
  }

  async function payWithBalance(userId: string, orderNumbers: string[]): Promise<PayAnswer> {
    const payNumber = newPayNumber();
    await db.transaction(async (tx: Transaction) => {
      const now = clock.now();
      const payable = await orders.payable(tx, { userId, orderNumbers, now, lock: true });
      await wallet.pay(tx, userId, payable.totalCents, orderNumbers.join(','));
      await orders.markPaid(tx, { userId, orderNumbers, paymentType: PaymentType.Balance, now });
      await tx.insert(payments).values({
        payNumber,
        userId,
        orderNumbers,
        paymentType: PaymentType.Balance,
        amountCents: payable.totalCents,
        currency: currencyOf(payable.orders),
        provider: 'balance',
        status: PaymentStatus.Succeeded,
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
      const payable = await orders.payable(tx, { userId, orderNumbers, now, lock: true });
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
          status: PaymentStatus.Pending,
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
        throw refuse('PAYMENT_GATEWAY_UNAVAILABLE');
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
    if (!payment) throw refuse('PAYMENT_NOT_FOUND');
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
    /** The pay switches as the configured gateway can honor them (getSysPaySwitch). */
    paySwitch: async () => gatewayPaySwitch(await paySwitch(), gateway),

    /** What pay-way shows: the orders, what is due and by when, the balance and the methods on offer. */
    async payInfo(userId: string, orderNumbers: string[]): Promise<PayInfoAnswer> {
      const payable = await orders.payable(db, { userId, orderNumbers, now: clock.now(), lock: false });
      const payBefore = Math.min(...payable.orders.map((order) => order.payBefore.getTime()));
      const [balance, methods] = await Promise.all([wallet.balance(userId), methodsFor(orderNumbers)]);
      return {
        orders: payable.orders.map((order) => ({ orderNumber: order.orderNumber, total: order.totalCents })),
        total: payable.totalCents,
        payBefore: new Date(payBefore).toISOString(),
        remainingSeconds: Math.max(0, Math.floor((payBefore - clock.now().getTime()) / 1000)),
        balance,
        methods,
      };
    },

    async pay(userId: string, input: { orderNumbers: string[]; payType: number }): Promise<PayAnswer> {
      const orderNumbers = [...new Set(input.orderNumbers)];
      const method = await methodFor(input.payType, orderNumbers);
      return method.payType === PaymentType.Balance
        ? payWithBalance(userId, orderNumbers)
        : payThroughGateway(userId, orderNumbers, method.payType);
    },

    /** The shopper backed out of a gateway payment: it stops counting as processing. */
    async cancel(userId: string, payNumber: string): Promise<void> {
      const mine = and(eq(payments.userId, userId), eq(payments.payNumber, payNumber));
      const [canceled] = await db.transaction((tx) =>
        transitionPayment(tx, PaymentAction.Cancel, mine, clock.now(), {
          failureReason: 'Canceled by the shopper',
        }),
      );
      if (canceled) return;
      const [existing] = await db.select({ id: payments.id }).from(payments).where(mine);
      throw existing ? refuse('ORDER_STATUS_CHANGED') : refuse('PAYMENT_NOT_FOUND');
    },

    checkoutView,

    /** 'Cancel payment' on our Stripe page: a pending attempt stops counting as processing. */
    async closeCheckout(payNumber: string): Promise<CheckoutView> {
      await db.transaction((tx) =>
        transitionPayment(
          tx,
          PaymentAction.Cancel,
          and(eq(payments.payNumber, payNumber), eq(payments.provider, gateway.name)),
          clock.now(),
          { failureReason: 'Canceled on the payment page' },
        ),
      );
      return checkoutView(payNumber);
    },

    /**
     * SPEC §7 changePayingStatus: success once the order is paid, processing while its latest attempt is
     * pending; an attempt left open on an order that expired or was canceled counts as failed.
     */
    async payingStatus(userId: string, orderNumber: string): Promise<PayResultStatus> {
      const pending = () => attemptPending(userId, orderNumber);
      const other = orders.otherKindOf(orderNumber);
      if (other) return otherPayingStatus(other, userId, orderNumber, pending);
      const order = await orderDetail(userId, orderNumber);
      if (order.status === OrderStatus.Canceled) return PayResultStatus.Failed;
      if (order.status !== OrderStatus.Unpaid) return PayResultStatus.Success;
      return (await pending()) ? PayResultStatus.Processing : PayResultStatus.Failed;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
