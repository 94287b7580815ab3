import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, isTopUpNumber, isVipNumber } from '@tread/domain';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import { createAccountModule } from './modules/account';
import { createAddressModule } from './modules/address';
import { createAppointmentModule } from './modules/appointment';
import { createAreaModule } from './modules/area';
import { createAuditModule } from './modules/audit';
import { createCartModule } from './modules/cart';
import { createCatalogModule, skuFactsById } from './modules/catalog';
import { createChatModule } from './modules/chat';
import { createConfigModule } from './modules/config';
import { createFlashSaleModule } from './modules/flash-sale';
import { createGroupBuyModule } from './modules/group-buy';
import { createInvoiceModule } from './modules/invoice';
import { createMemberModule } from './modules/member';
import { createNoticeModule } from './modules/notice';
import { createOrderModule, type OrderEffect } from './modules/order';
import { createPaymentModule } from './modules/payment';
import { createPointsModule } from './modules/points';
import { createPointsMallModule } from './modules/points-mall';
import { createPromotionModule } from './modules/promotion';
import { createRefundModule } from './modules/refund';
import { createReviewModule } from './modules/review';
import { createStationModule } from './modules/station';
import { createSystemModule } from './modules/system';
import { createTireRequestModule } from './modules/tire-request';
import { createVehicleModule } from './modules/vehicle';
import { createWalletModule } from './modules/wallet';
import { registerAuth } from './platform/auth';
import { registerCompression } from './platform/compression';
import type { Deps } from './platform/deps';
import { answerFrameworkError, registerErrorHandling } from './platform/errors';
import type { Job } from './platform/jobs';
import { createMailer } from './platform/mail';
import type { ShopModule } from './platform/module';
import { type PaymentGateways, paymentGatewayFor } from './platform/payments/gateway';
import { registerRateLimit } from './platform/rate-limit';
import { registerReadableInput } from './platform/readable-input';
import { apiDocsSecurity, registerSecurityHeaders, shopPagePolicy } from './platform/security-headers';
import { stockGateFor } from './platform/stock-gate';
import { taxProviderFor } from './platform/tax/from-config';
import { registerUploads } from './platform/uploads';
import { registerWeb } from './platform/web';

const staticDir = resolve(import.meta.dirname, '../static');

/**
 * Adapters a test puts in place of the configured ones (a Stripe gateway answering without the network), and
 * order effects a test adds after the shop's own.
 */
export type AppOptions = { payments?: PaymentGateways; orderEffects?: readonly OrderEffect[] };

/** The HTTP application and the sweeps its modules own, for the job runner. */
export type Shop = { app: FastifyInstance; jobs: readonly Job[] };

/** One info line per answered request, not Fastify's two: the log is the largest cost of a cached answer. */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
}

/** The whole shop, never listening: main.ts listens and runs the jobs, tests use inject() and run them by hand. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<Shop> {
  const app = Fastify({
    // Written a batch at a time while a write is under way, instead of one blocking write per line; pino
    // flushes what is left when the process exits.
    logger: { level: deps.config.logLevel, stream: pino.destination({ sync: false }) },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest(),
    // Closing ends idle keep-alive connections at once rather than after their 72 s keep-alive time-out.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A connection whose request was in flight when closing began ends after its answer instead of idling on.
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, shopPagePolicy(deps.config.mapTiles));
  registerReadableInput(app);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tread API', version: APP_VERSION },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { staffSession: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    // A staff route's declared roles are its security scopes, so the document says who may call it;
    // in production the public document leaves staff routes out.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const roles = input.route.config?.staffRoles;
      if (!roles) return transformed;
      const security = [{ staffSession: [...roles] }];
      return {
        ...transformed,
        schema: { ...transformed.schema, security, hide: !deps.config.staffRoutesInDocs },
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: apiDocsSecurity } });

  const area = createAreaModule(deps, app.log);
  // Orders and refunds tell shoppers in the message center.
  const notice = createNoticeModule(deps);
  const flash = createFlashSaleModule(deps, { gate: stockGateFor(deps.config) });
  // Vehicles count SKUs per size through the catalog, which in turn reads vehicles: bound once both exist.
  const vehicle = createVehicleModule(deps, { countSizes: (sizes) => catalog.service.skuCounts(sizes) });
  // Cards show promotions, whose module is built below (it pays rebates through the wallet).
  const catalog = createCatalogModule(deps, {
    vehicles: vehicle.service.lookup,
    area: area.service,
    promotions: {
      tagCards: async (cards) => flash.service.tagCards(await promotion.service.cards.tagCards(cards)),
      tagProduct: (detail) => promotion.service.cards.tagProduct(detail),
      filterPromotions: () => promotion.service.cards.filterPromotions(),
    },
    // Ratings come from reviews, whose module reads orders: built below.
    ratings: {
      of: (prodIds) => review.service.ratings.of(prodIds),
      changeTag: (prodId) => review.service.ratings.changeTag(prodId),
    },
  });
  // The map's services come from the stations, built below.
  const config = createConfigModule(deps, { mapProducts: () => stations.service.mapProducts() });
  // A customer's detail reads orders, addresses and the balance, whose modules are built below.
  const account = createAccountModule(deps, {
    log: app.log,
    lastUserTire: vehicle.service.library.lastUserTire,
    customerFacts: {
      orders: (userId, page) => order.service.mine.list(userId, { tab: 'all', ...page }),
      addresses: (userId) => addresses.service.list(userId),
      balance: (userId) => wallet.service.balance(userId),
    },
  });
  const addresses = createAddressModule(deps, { area: area.service });
  const stations = createStationModule(deps, { area: area.service });
  const appointments = createAppointmentModule(deps, { stations: stations.service });
  // A top-up's bonus gives points, growth and coupons, whose modules are built below.
  const wallet = createWalletModule(deps, {
    options: () => config.service.rules('topUpOptions'),
    creditPoints: (tx, change) => points.service.credit(tx, change),
    creditGrowth: (tx, change) => member.service.creditGrowth(tx, change),
    grantCoupon: (tx, userId, couponId, now) => promotion.grants.grant(tx, userId, couponId, now),
    couponNames: (ids) => promotion.grants.names(ids),
  });
  const promotion = createPromotionModule(deps, {
    wallet: wallet.service,
    scopeProducts: (scope, page) => catalog.service.scopeProducts(scope, page),
    // Members-only activities ask the member module, built below.
    isMember: (userId, now) => member.service.isVip(userId, now),
  });
  const group = createGroupBuyModule(deps, {
    // Members' orders and their refunds belong to the order and payment modules, built below.
    orders: {
      lock: (tx, ids) => order.service.groups.lock(tx, ids),
      moveOnFilled: (tx, ids, now) => order.service.groups.moveOnFilled(tx, ids, now),
      closeFailed: (tx, ids, now) => order.service.groups.closeFailed(tx, ids, now),
    },
    refunds: {
      claimForOrders: (tx, paid, request) => payment.service.refunds.claimForOrders(tx, paid, request),
      trySend: (refund, log) => payment.service.refunds.trySend(refund, log),
    },
    log: app.log,
  });
  const member = createMemberModule(deps, {
    rules: config.service.rules,
    grantCoupon: (tx, userId, couponId, now) => promotion.grants.grant(tx, userId, couponId, now),
    couponNames: (ids) => promotion.grants.names(ids),
  });
  // Points read orders' rewards and prices, whose module below spends points at checkout: bound once both exist.
  const points = createPointsModule(deps, {
    orders: {
      claimDue: (tx, now, limit) => order.service.rewards.claimDue(tx, now, limit),
      locked: (userId, now) => order.service.rewards.locked(userId, now),
    },
    rules: config.service.rules,
    coupons: promotion.grants,
    unitPrice: (tx, orderId, skuId, count) => order.service.afterSales.unitPrice(tx, orderId, skuId, count),
    creditGrowth: member.service.creditGrowth,
    isVip: member.service.isVip,
  });
  // The mall spends points and gives coupons; its products are bought on the checkout as 'points' orders.
  const mall = createPointsMallModule(deps, {
    debitPoints: (tx, change) => points.service.debit(tx, change, 'MALL_POINTS_NOT_ENOUGH'),
    pointsBalance: (userId) => points.service.checkout.balance(userId),
    grantCoupon: (tx, userId, couponId, now) => promotion.grants.grant(tx, userId, couponId, now),
    skuFacts: (skuIds) => skuFactsById(deps.db, skuIds),
  });
  const order = createOrderModule(deps, {
    catalog: catalog.service,
    addresses: addresses.service,
    stations: stations.service,
    tax: taxProviderFor(deps.config, app.log),
    // The console's order detail reads payments, whose module in turn pays orders: bound once both exist.
    paymentsOf: (order) => payment.service.ofOrder(order),
    promotions: promotion.service.checkout,
    specials: { seckill: flash.service.checkout, group: group.service.checkout, points: mall.checkout },
    groupsOf: group.service.groupsOf,
    // Invoices read orders, so their module is built after this one.
    invoicesOf: (orderNumbers) => invoice.service.statusesOf(orderNumbers),
    // Refunds and reviews read orders too, so their modules are built after this one.
    refunds: {
      of: (orderIds) => refund.service.ofOrders(orderIds),
      exist: (orderId) => refund.service.hasRequests(orderId),
      open: (orderId) => refund.service.hasOpenRequests(orderId),
      refunded: (orderId) => refund.service.refundedCents(orderId),
    },
    reviewedOf: (orderIds) => review.service.reviewedOf(orderIds),
    appointmentOf: appointments.service.appointmentOf,
    notify: notice.service.notify,
    points: points.service.checkout,
    effects: [
      appointments.service.effect,
      promotion.couponsEffect,
      flash.effect,
      group.effect,
      mall.effect,
      points.service.effect,
      ...(options.orderEffects ?? []),
    ],
  });
  const invoice = createInvoiceModule(deps, {
    orders: {
      mine: (userId, orderNumber) => order.service.mine.detail(userId, orderNumber),
      forStaff: (orderNumber) => order.service.staff.detail(orderNumber),
    },
  });
  const payment = createPaymentModule(deps, {
    gateways: options.payments ?? paymentGatewayFor(deps.config),
    config: config.service,
    wallet: wallet.service,
    orders: order.service.payments,
    others: [
      { matches: isTopUpNumber, kind: wallet.service.topUps },
      { matches: isVipNumber, kind: member.service.purchases },
    ],
    myOrders: order.service.mine,
    log: app.log,
  });
  const refund = createRefundModule(deps, {
    orders: order.service.afterSales,
    money: payment.service.refunds,
    log: app.log,
    notify: notice.service.notify,
  });
  const review = createReviewModule(deps, { orders: order.service.afterSales });
  // Chat cards show products and the customer's orders; sockets sign in like requests do.
  const chat = createChatModule(deps, {
    skuFacts: (skuIds) => skuFactsById(deps.db, skuIds),
    orderOf: (userId, orderNumber) => order.service.mine.detail(userId, orderNumber),
    resolve: account.service.sessions.authenticate,
    log: app.log,
  });
  // Answers to tire requests reach the shopper as a notice and by e-mail; the vehicle is named from the catalog.
  const tireRequests = createTireRequestModule(deps, {
    vehicleName: async (vehicleId) => (await vehicle.service.lookup.get(vehicleId))?.carName ?? null,
    notify: notice.service.notify,
    mailer: createMailer(deps, app.log),
    log: app.log,
  });
  const modules: ShopModule<unknown>[] = [
    createSystemModule(deps),
    config,
    account,
    addresses,
    area,
    catalog,
    vehicle,
    wallet,
    promotion,
    flash,
    group,
    payment,
    order,
    invoice,
    refund,
    review,
    points,
    mall,
    member,
    createCartModule(deps),
    stations,
    appointments,
    notice,
    chat,
    tireRequests,
    createAuditModule(deps),
  ];
  for (const module of modules) {
    const { close } = module;
    if (close) app.addHook('onClose', async () => close());
  }

  registerAuth(app, account.service.sessions.authenticate);
  await registerRateLimit(app);
  await registerUploads(app, deps.config);
  await app.register(
    async (api) => {
      for (const module of modules) await module.routes(api);
    },
    { prefix: '/api' },
  );

  await registerWeb(app, deps.config, staticDir, shopPagePolicy(deps.config.mapTiles));
  return { app, jobs: modules.flatMap((module) => module.jobs) };
}
