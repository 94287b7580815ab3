import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@tread/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { verificationCodeService } from './modules/account/codes';
import { profileService } from './modules/account/profile';
import { profileRoutes } from './modules/account/profile-routes';
import { accountRoutes } from './modules/account/routes';
import { accountService } from './modules/account/service';
import { sessionService } from './modules/account/sessions';
import { staffRoutes } from './modules/account/staff-routes';
import { addressRoutes } from './modules/address/routes';
import { addressService } from './modules/address/service';
import { areaRoutes } from './modules/area/routes';
import { areaService, streetProviderFor } from './modules/area/service';
import { cartRoutes } from './modules/cart/routes';
import { cartService } from './modules/cart/service';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { configRoutes } from './modules/config/routes';
import { configService } from './modules/config/service';
import { adminOrderRoutes } from './modules/order/admin-routes';
import { checkoutService } from './modules/order/checkout';
import { checkoutRoutes } from './modules/order/checkout-routes';
import { orderLifecycleService } from './modules/order/lifecycle-service';
import { myOrderRoutes } from './modules/order/routes';
import { submitService } from './modules/order/submit';
import { paymentNotifications } from './modules/payment/notifications';
import { paymentNotifyRoutes, paymentRoutes } from './modules/payment/routes';
import { sandboxRoutes } from './modules/payment/sandbox-routes';
import { paymentService } from './modules/payment/service';
import { stripeCheckoutRoutes } from './modules/payment/stripe-routes';
import { stationRoutes } from './modules/station/routes';
import { stationService } from './modules/station/service';
import { systemRoutes } from './modules/system/routes';
import { systemService } from './modules/system/service';
import { tireLibrary } from './modules/vehicle/library';
import { libraryRoutes } from './modules/vehicle/library-routes';
import { vehicleLookup } from './modules/vehicle/lookup';
import { seededPlates } from './modules/vehicle/plates';
import { vehicleRoutes } from './modules/vehicle/routes';
import { vehicleService } from './modules/vehicle/service';
import { corgiVinDecoder } from './modules/vehicle/vin';
import { walletRoutes } from './modules/wallet/routes';
import { walletService } from './modules/wallet/service';
import { registerAuth } from './platform/auth';
import type { Deps } from './platform/deps';
import { answerFrameworkError, registerErrorHandling } from './platform/errors';
import { createMailer, listOutbox } from './platform/mail';
import { configuredPaymentGateways, type PaymentGateways } from './platform/payments/gateway';
import { registerRateLimit } from './platform/rate-limit';
import { diskStorage } from './platform/storage';
import { registerUploads } from './platform/uploads';
import { registerWeb } from './platform/web';

const staticDir = resolve(import.meta.dirname, '../static');

/** Adapters a test puts in place of the configured ones (a Stripe gateway answering without the network). */
export type AppOptions = { payments?: PaymentGateways };

/** The whole HTTP application, never listening: main.ts listens, tests use inject(). */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tread API', version: APP_VERSION }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const startedAt = deps.clock.now();
  const sessions = sessionService(deps);
  const area = areaService(streetProviderFor(deps.config.street), app.log);
  const vehicles = vehicleLookup(deps.db);
  const catalog = catalogService(deps, vehicles, area);
  const library = tireLibrary(deps, vehicles);
  const vins = corgiVinDecoder();
  app.addHook('onClose', () => vins.close());
  const services = {
    system: systemService(deps, startedAt),
    config: configService(deps.db),
    sessions,
    account: accountService(deps, {
      sessions,
      codes: verificationCodeService(deps, createMailer(deps, app.log)),
    }),
    profile: profileService(deps, diskStorage(deps.config.uploadsDir), library.lastUserTire),
    area,
    addresses: addressService(deps, area),
    catalog,
    vehicles: vehicleService(vehicles, seededPlates(deps.db), vins, catalog.skuCounts),
    library,
    orders: orderLifecycleService(deps),
    cart: cartService(deps),
    stations: stationService(deps, area),
  };
  const checkout = checkoutService(deps, services);
  const submit = submitService(deps, checkout);

  const { gateway, sandbox, stripe } = options.payments ?? configuredPaymentGateways(deps.config);
  const wallet = walletService(deps);
  const payments = paymentService(deps, {
    wallet,
    gateway,
    paySwitch: services.config.getPaySwitch,
    orderDetail: services.orders.detail,
    log: app.log,
  });
  const notifications = paymentNotifications(deps, gateway);

  registerAuth(app, sessions.authenticate);
  await registerRateLimit(app);
  await registerUploads(app, deps.config);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system: services.system });
      await api.register(configRoutes, { config: services.config, paySwitch: payments.paySwitch });
      await api.register(accountRoutes, { account: services.account, sessions: services.sessions });
      await api.register(profileRoutes, { profile: services.profile });
      await api.register(staffRoutes, {
        account: services.account,
        readOutbox: (q) => listOutbox(deps.db, q),
      });
      await api.register(addressRoutes, { addresses: services.addresses });
      await api.register(areaRoutes, { area: services.area });
      await api.register(catalogRoutes, { catalog: services.catalog });
      await api.register(vehicleRoutes, { vehicles: services.vehicles });
      await api.register(libraryRoutes, { library: services.library });
      await api.register(walletRoutes, { wallet });
      await api.register(paymentRoutes, { payments });
      await api.register(paymentNotifyRoutes, { notifications });
      if (sandbox) await api.register(sandboxRoutes, { payments, sandbox, clock: deps.clock });
      if (stripe) {
        await api.register(stripeCheckoutRoutes, {
          payments,
          stripe,
          publicBaseUrl: deps.config.publicBaseUrl,
        });
      }
      await api.register(myOrderRoutes, { orders: services.orders });
      await api.register(adminOrderRoutes, { orders: services.orders });
      await api.register(cartRoutes, { cart: services.cart });
      await api.register(checkoutRoutes, { checkout, submit });
      await api.register(stationRoutes, { stations: services.stations });
    },
    { prefix: '/api' },
  );

  await registerWeb(app, deps.config.webDist, staticDir);
  return app;
}
