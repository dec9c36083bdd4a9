import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { type AppRenderer, createAppRenderer } from './kernel/app-renderer.js';
import { clientErrorOptions } from './kernel/client-errors.js';
import { registerCompression } from './kernel/compression.js';
import { registerCors } from './kernel/cors.js';
import { pageCulture } from './kernel/culture.js';
import { registerErrorHandling, sendApiNotFound } from './kernel/error-handler.js';
import { registerHealthRoutes } from './kernel/health.js';
import { registerLoadShedding } from './kernel/load-shedding.js';
import { loggerOptions } from './kernel/logging.js';
import { registerMetrics } from './kernel/metrics.js';
import { registerOpenApi } from './kernel/openapi.js';
import { registerPublicUrlCheck } from './kernel/public-url-check.js';
import { registerRateLimits } from './kernel/rate-limits.js';
import { connectRedis, type SharedRedis } from './kernel/redis.js';
import { requestContextPlugin } from './kernel/request-context.js';
import { createResponseSerializerCompiler } from './kernel/response-serializer.js';
import { createResultsCache } from './kernel/results-cache.js';
import { registerSecurityHeaders } from './kernel/security.js';
import { createTenantResolver } from './kernel/tenant-resolver.js';
import { registerTextInputGuard } from './kernel/text-input.js';
import { createTokenService } from './kernel/tokens.js';
import { validatorCompiler } from './kernel/validation.js';
import { isApiPath, type PageRenderer, registerWebHost, sendWebApp } from './kernel/web-host.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { type AccountsService, createAccountsService } from './modules/accounts/accounts.service.js';
import { createSavedPassengersRepository } from './modules/accounts/saved-passengers.repository.js';
import { registerAgencyRoutes } from './modules/agency/agency.routes.js';
import { createAgencyService } from './modules/agency/agency.service.js';
import { bookingsGaugeSources } from './modules/bookings/bookings.metrics.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.js';
import { type BookingsService, createBookingsService } from './modules/bookings/bookings.service.js';
import { createMemberOrders } from './modules/bookings/member-orders.js';
import { createOrderAdminRepository } from './modules/bookings/order-admin.repository.js';
import { registerOrderAdminRoutes } from './modules/bookings/order-admin.routes.js';
import { createOrderAdminService } from './modules/bookings/order-admin.service.js';
import { createPaymentSettlementRepository } from './modules/bookings/payment-settlement.repository.js';
import { createPlaceNames } from './modules/bookings/place-names.js';
import { createRefundDriver } from './modules/bookings/refunds.js';
import { createScheduleNotices } from './modules/bookings/schedule-notices.js';
import { createSeatUsageReader } from './modules/bookings/seat-usage.service.js';
import { createContactRepository } from './modules/contact/contact.repository.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { createContactService } from './modules/contact/contact.service.js';
import { loadContent } from './modules/content/content.loader.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { createContentService, localizedPath } from './modules/content/content.service.js';
import { createCouponsRepository } from './modules/coupons/coupons.repository.js';
import { registerCouponRoutes } from './modules/coupons/coupons.routes.js';
import { createCouponsService } from './modules/coupons/coupons.service.js';
import { createCurrencyAdminService } from './modules/currency/currency.admin.js';
import { createCurrencyRepository } from './modules/currency/currency.repository.js';
import { registerCurrencyRoutes } from './modules/currency/currency.routes.js';
import { createCurrencyService } from './modules/currency/currency.service.js';
import { createCustomersRepository } from './modules/customers/customers.repository.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createDefinitionsRepository } from './modules/definitions/definitions.repository.js';
import { registerDefinitionRoutes } from './modules/definitions/definitions.routes.js';
import { createDefinitionsService } from './modules/definitions/definitions.service.js';
import { registerDestinationRoutes } from './modules/destinations/destinations.routes.js';
import { createDestinationsService } from './modules/destinations/destinations.service.js';
import { registerPromotionRoutes } from './modules/flights/flights.promotions.js';
import { createFlightsRepository } from './modules/flights/flights.repository.js';
import { registerFlightRoutes } from './modules/flights/flights.routes.js';
import { createFlightsService } from './modules/flights/flights.service.js';
import { createInventoryRepository } from './modules/flights/inventory.repository.js';
import { registerInventoryRoutes } from './modules/flights/inventory.routes.js';
import { createInventoryService } from './modules/flights/inventory.service.js';
import { createCharterSupplier } from './modules/flights/providers/charter-supplier.js';
import { createScheduleChangesService } from './modules/flights/schedule-changes.service.js';
import { createGeoRepository } from './modules/geo/geo.repository.js';
import { registerGeoRoutes } from './modules/geo/geo.routes.js';
import { createGeoService } from './modules/geo/geo.service.js';
import { createAccessInvalidation } from './modules/identity/access-invalidation.js';
import { createEmailLinks } from './modules/identity/email-links.js';
import { createGrantCache } from './modules/identity/grant-cache.js';
import { createIdentityRepository } from './modules/identity/identity.repository.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createLoginThrottle, createSharedLoginThrottle } from './modules/identity/login-throttle.js';
import { createMemberAccounts } from './modules/identity/members.js';
import { createSessionGuard } from './modules/identity/session-guard.js';
import { createUserManagementRepository } from './modules/identity/user-management.repository.js';
import { registerUserManagementRoutes } from './modules/identity/user-management.routes.js';
import { createUserManagementService } from './modules/identity/user-management.service.js';
import { createFileMailer, createSmtpMailer } from './modules/notifications/mailer.js';
import { createOutboxSender } from './modules/notifications/outbox-sender.js';
import { createGatewayProvider, defaultSandboxMerchant } from './modules/payments/payments.provider.js';
import { createSandboxBankRepository } from './modules/sandbox-bank/sandbox-bank.repository.js';
import { sandboxBankPlugin } from './modules/sandbox-bank/sandbox-bank.routes.js';
import {
  createSandboxBankService,
  type SandboxBankService,
} from './modules/sandbox-bank/sandbox-bank.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { registerTestEmailRoute } from './modules/settings/test-email.js';
import { createSurveyRepository } from './modules/survey/survey.repository.js';
import { registerSurveyRoutes } from './modules/survey/survey.routes.js';
import { createSurveyService } from './modules/survey/survey.service.js';
import { createTenancyRepository } from './modules/tenancy/tenancy.repository.js';
import { createTenantManagementRepository } from './modules/tenancy/tenant-management.repository.js';
import { registerTenantManagementRoutes } from './modules/tenancy/tenant-management.routes.js';
import { createTenantManagementService } from './modules/tenancy/tenant-management.service.js';
import { createTransferTariffsService } from './modules/transfers/transfer-tariffs.service.js';
import { createTransfersRepository } from './modules/transfers/transfers.repository.js';
import { registerTransferRoutes } from './modules/transfers/transfers.routes.js';
import { createTransfersService } from './modules/transfers/transfers.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** airports and cities; main.ts warms its index up before listening */
    geo: import('./modules/geo/geo.service.js').GeoService;
    /** the built-in test acquirer (an "external" party living in this process when SANDBOX_BANK is on) */
    sandboxBank: SandboxBankService;
    /** orders and payments; main.ts runs its hold expiry and outbox on a timer */
    bookings: BookingsService;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  jwtSecret: string;
  clock?: () => Date;
  /** a pino destination (tests capture log lines); default stdout */
  logStream?: pino.DestinationStream;
  /** shared state of several instances; default: a connection to config.redisUrl when it is set */
  redis?: SharedRedis;
}

const packageJson = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'),
) as {
  version: string;
};

/** Builds the whole HTTP app from explicit dependencies; never listens (main.ts and tests do). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const logger = pino(loggerOptions(config.logLevel), deps.logStream ?? pino.destination(1));

  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...clientErrorOptions,
  }) as unknown as FastifyInstance; // pino's Logger type is narrower than FastifyBaseLogger; behaviour is identical
  app.setValidatorCompiler(validatorCompiler);
  // outside production every fast-written answer is checked against zod's (response-serializer.ts)
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env !== 'production' }));
  // Set before any route or plugin: Fastify binds the error handler to routes when they are registered.
  let hasWeb = false;
  let renderPage: PageRenderer | undefined;
  let drawApp: AppRenderer | undefined;
  registerErrorHandling(app, (request, reply) => {
    if (hasWeb && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendWebApp(request, reply, config.webDistDir, renderPage, drawApp);
    }
    return sendApiNotFound(request, reply);
  });

  registerTextInputGuard(app);
  const shedding = await registerLoadShedding(app, {
    ...config.shedding,
    poolWaiting: () => database.queriesWaiting?.() ?? 0,
    poolWaitMs: () => database.poolWaitMs?.() ?? 0,
  });
  registerPublicUrlCheck(app, config.publicUrl);
  await registerCompression(app);
  await registerCors(app, config.corsOrigins);
  await app.register(cookie);
  // state several instances must share lives in Redis when there is one; the app closes what it opened
  const redis =
    deps.redis ??
    (config.redisUrl
      ? await connectRedis({ url: config.redisUrl, prefix: config.redisKeyPrefix, log: app.log })
      : undefined);
  if (redis && !deps.redis) app.addHook('onClose', () => redis.close());
  await registerRateLimits(app, redis);
  await registerSecurityHeaders(app);
  await registerOpenApi(app, { version: packageJson.version, publicUrl: config.publicUrl });

  const tenancy = createTenancyRepository(database.db);
  const tenantResolver = createTenantResolver(tenancy, 10_000, () => clock().getTime());
  const tokens = createTokenService(deps.jwtSecret, clock);
  let accounts: AccountsService;
  // tokens and permission checks are remembered for a few seconds (cleared by every change made here)
  const sessions = createSessionGuard({
    db: database.db,
    isTenantActive: async (id) => (await tenantResolver.get(id)) !== undefined,
    ttlMs: config.grantCacheSeconds * 1000,
    now: () => Date.now(),
    onRevoked: (jti) => access.tokenRevoked(jti),
  });
  await app.register(requestContextPlugin, {
    tokens,
    tenants: tenantResolver,
    isCurrent: sessions.isCurrent,
  });

  const grants = createGrantCache({ ttlMs: config.grantCacheSeconds * 1000, now: () => Date.now() });
  // a change here clears this process's memory at once and, through Redis, every other instance's
  const access = createAccessInvalidation({
    redis,
    clearAll: () => {
      grants.clear();
      sessions.clear();
    },
    forgetToken: (jti) => sessions.forget(jti),
  });
  const accessChanged = () => access.changed();
  const login = { maxFailures: config.login.maxFailures, windowSeconds: config.login.lockoutSeconds };
  const localThrottle = createLoginThrottle({ ...login, now: () => clock().getTime() });
  const identity = createIdentityService({
    ...(config.grantCacheSeconds > 0 ? { grants } : {}),
    users: createIdentityRepository(database.db),
    tenancy,
    tenantResolver,
    tokens,
    sessions,
    throttle: redis ? createSharedLoginThrottle({ ...login, redis, local: localThrottle }) : localThrottle,
    onAccessChanged: accessChanged,
    clock,
    application: { version: packageJson.version, releaseDate: releaseDate() },
  });
  const settings = createSettingsRepository(database.db);
  const currency = createCurrencyService({
    repository: createCurrencyRepository(database.db),
    settings,
    cacheMs: config.pricingCacheSeconds * 1000,
    redis,
  });
  app.decorate('permissionChecker', { isGrantedAny: identity.isGrantedAny, isMember: identity.isMember });

  registerHealthRoutes(app, () => database.ping());
  registerIdentityRoutes(app, identity);
  const settingsService = createSettingsService({ settings, serverSecret: deps.jwtSecret });
  registerSettingsRoutes(app, settingsService);
  registerSurveyRoutes(app, createSurveyService({ repository: createSurveyRepository(database.db), clock }));
  registerUserManagementRoutes(
    app,
    createUserManagementService({
      repo: createUserManagementRepository(database.db),
      onAccessChanged: accessChanged,
    }),
  );
  registerTenantManagementRoutes(
    app,
    createTenantManagementService({
      db: database.db,
      repo: createTenantManagementRepository(database.db),
      // a site variant's currencies are remembered by every instance's pricing: they are told of a change
      settings: {
        get: settings.get,
        async set(...args: Parameters<typeof settings.set>) {
          await settings.set(...args);
          await currency.changed();
        },
      },
      resolver: tenantResolver,
      onAccessChanged: accessChanged,
      // accounts is made further down (it sends through the bookings outbox); a tenant is created long after
      inviteAdmin: (userId, culture) => accounts.inviteStaff(userId, culture),
    }),
  );
  const geo = createGeoService({ repository: createGeoRepository(database.db) });
  const agency = createAgencyService({ settings });
  registerAgencyRoutes(app, agency);
  const content = createContentService({
    library: loadContent(config.contentDir),
    agencyInfo: (tenantId) => agency.getAgencyInfo(tenantId),
  });
  const definitions = createDefinitionsService({ repo: createDefinitionsRepository(database.db), geo });
  registerDefinitionRoutes(app, definitions);
  const customers = createCustomersService({ repo: createCustomersRepository(database.db) });
  registerCustomerRoutes(app, customers);
  const destinations = createDestinationsService({ geo, content, transferZones: definitions.transferZones });
  registerDestinationRoutes(app, destinations);
  registerContentRoutes(app, content, config.publicUrl, async () => {
    const codes = await geo.networkCodes();
    return [...codes.countries.map((c) => `/countries/${c}`), ...codes.cities.map((c) => `/cities/${c}`)];
  });
  renderPage = async (request) => {
    const culture = pageCulture(request);
    const pathname = request.url.split('?')[0] ?? '/';
    const doc =
      (await content.render(pathname, culture, request.session.tenantId)) ??
      (await destinations.render(pathname, culture, request.session.tenantId).then((d) =>
        d
          ? {
              ...d,
              canonicalPath: localizedPath(d.path, culture),
              alternates: (['ru', 'en', 'tr'] as const).map((c) => ({
                culture: c,
                path: localizedPath(d.path, c),
              })),
            }
          : undefined,
      ));
    if (!doc) return undefined;
    const { brandName } = await agency.getAgencyInfo(request.session.tenantId);
    return {
      lang: culture,
      title: `${brandName} -- ${doc.title}`,
      description: doc.description,
      canonicalUrl: config.publicUrl + doc.canonicalPath,
      alternates: [
        ...doc.alternates.map((a) => ({ hreflang: a.culture, url: config.publicUrl + a.path })),
        { hreflang: 'x-default', url: config.publicUrl + doc.alternates[0]!.path },
      ],
      bodyHtml: doc.bodyHtml,
    };
  };
  registerGeoRoutes(app, geo);
  app.decorate('geo', geo);
  const flightsRepository = createFlightsRepository(database.db, database.searchDb);
  const flightsService = createFlightsService({
    repository: flightsRepository,
    suppliers: [createCharterSupplier({ repository: flightsRepository, airport: geo.getAirport })],
    geo,
    currency,
    clock,
    // shared by every instance through Redis when there is one (a results page loaded on another instance)
    resultsCache: createResultsCache({
      name: 'flight-results',
      ttlMs: config.searchCacheSeconds * 1000,
      clock,
      redis,
    }),
  });
  registerFlightRoutes(app, flightsService, { searches: config.rateLimits.searches });
  const transfersRepository = createTransfersRepository(database.db, definitions.transferCatalog);
  const transfers = createTransfersService({
    repository: transfersRepository,
    geo,
    currency,
    clock,
    resultsCache: createResultsCache({
      name: 'transfer-results',
      ttlMs: config.searchCacheSeconds * 1000,
      clock,
      redis,
    }),
  });
  const placeNames = createPlaceNames({
    async airport(code, culture) {
      const record = await geo.getAirport(code);
      if (!record) return undefined;
      const { name, cityName } = await geo.airportRef(record.code, culture);
      return { name, cityName };
    },
    district: (tenantId, id, culture) => transfers.zoneNames(tenantId, id, culture),
    vehicle: (tenantId, id, culture) => transfers.vehicleName(tenantId, id, culture),
  });
  registerTransferRoutes(app, transfers, createTransferTariffsService({ repository: transfersRepository }), {
    searches: config.rateLimits.searches,
  });
  registerCurrencyRoutes(
    app,
    currency,
    createCurrencyAdminService({
      repository: createCurrencyRepository(database.db),
      clock,
      userNames: identity.userNames,
      // cached priced results would show the old rate for up to SEARCH_CACHE_SECONDS
      onRatesChanged: async () => {
        await currency.changed();
        flightsService.clearResultsCache();
        transfers.clearResultsCache();
      },
    }),
  );
  registerPromotionRoutes(app, { db: database.db, geo, currency, clock });
  registerInventoryRoutes(
    app,
    createInventoryService({
      repository: createInventoryRepository(database.db),
      seatUsage: createSeatUsageReader(database.db),
      geo,
      clock,
    }),
    createScheduleChangesService({
      db: database.db,
      clock,
      geo,
      // declared further down; called only once requests run
      afterCommit: async () => {
        await bookings.refundCancelledTransfers();
        await bookings.drainOutbox();
      },
      orders: createScheduleNotices({
        db: database.db,
        publicUrl: config.publicUrl,
        refundHours: config.scheduleRefundHours,
        mailDelayMs: config.scheduleMailDelaySeconds * 1000,
        brandOf: async (tenantId) => (await agency.getAgencyInfo(tenantId)).brandName,
      }),
    }),
  );

  if (config.sandboxBank) {
    const sandboxBank = createSandboxBankService({ repo: createSandboxBankRepository(database.db), clock });
    app.decorate('sandboxBank', sandboxBank);
    await app.register(sandboxBankPlugin, { prefix: '/sandbox-bank', service: sandboxBank });
  }

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createFileMailer(path.join(config.dataDir, 'mail'));
  // every e-mail goes through the outbox; an order's carries its documents, rendered by the bookings module
  const outbox = createOutboxSender({
    db: database.db,
    mailer,
    mailFrom: config.mailFrom,
    clock,
    log: app.log,
    attachmentsFor: (mail) => bookings.mailAttachments(mail),
  });
  registerTestEmailRoute(app, {
    settings: settingsService,
    appMailer: mailer,
    mailFrom: config.mailFrom,
    clock,
  });
  registerContactRoutes(
    app,
    createContactService({
      repository: createContactRepository(database.db),
      sendMail: (m) => outbox.send(m),
      agencyInbox: async (tenantId) =>
        String((await settingsService.get(tenantId, 'Email')).agencyInbox ?? '') ||
        (await agency.getAgencyInfo(tenantId)).email,
      clock,
    }),
  );

  const sandboxMerchant = defaultSandboxMerchant(deps.jwtSecret);
  if (config.sandboxBank)
    await app.sandboxBank.registerMerchant(sandboxMerchant.merchantId, sandboxMerchant.secret);
  // server-to-server calls to the in-process bank go through inject: no public URL or network needed
  const gateway = createGatewayProvider({
    settings: settingsService,
    publicUrl: config.publicUrl,
    serverBaseUrl: '/sandbox-bank',
    defaultMerchant: sandboxMerchant,
    fetch: async (url, init) => {
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url,
        ...(init?.headers ? { headers: init.headers } : {}),
        ...(init?.body ? { payload: init.body } : {}),
      });
      return { status: res.statusCode, json: async () => res.json() };
    },
  });
  const orderAdminRepository = createOrderAdminRepository(database.db);
  accounts = createAccountsService({
    db: database.db,
    members: createMemberAccounts(database.db),
    links: createEmailLinks({ db: database.db, clock }),
    passengers: createSavedPassengersRepository(database.db),
    memberOrders: createMemberOrders({
      db: database.db,
      clock,
      airportZone: async (code) => (await geo.getAirport(code))?.timeZone,
      placeNames,
    }),
    anonymiseCustomer: customers.anonymiseMember,
    tokens,
    // account e-mails go out after the answer: registering, signing in or asking for a reset with a known
    // address must take as long as with an unknown one (no e-mail), or the time would tell who has an account
    sendMail: (mail) => outbox.send(mail, { background: true }),
    brandName: async (tenantId) => (await agency.getAgencyInfo(tenantId)).brandName,
    onAccessChanged: accessChanged,
    publicUrl: config.publicUrl,
    clock,
  });
  registerAccountRoutes(app, accounts, { clock, emailLinkLimit: config.rateLimits.emailLinks });
  const coupons = createCouponsService({ repo: createCouponsRepository(database.db), clock });
  const bookings = createBookingsService({
    placeNames,
    coupons,
    accounts,
    customers,
    refunds: {
      start: orderAdminRepository.startRefund,
      drive: createRefundDriver({ repository: orderAdminRepository, gateway, clock, log: app.log }),
    },
    receiptContext: async (tenantId, countries, culture) => ({
      agency: await agency.getAgencyInfo(tenantId),
      notices: countries
        .flatMap((c) => content.noticesFor(c, culture))
        .map((n) => ({ slug: n.slug, title: n.title, text: n.text })),
    }),
    db: database.db,
    repository: createBookingsRepository(database.db),
    settlement: createPaymentSettlementRepository(database.db),
    scheduleRefundHours: config.scheduleRefundHours,
    transferBufferMinutes: config.transferBufferMinutes,
    transferAirports: async (tenantId) =>
      new Set((await transfers.getPlaces(tenantId, 'en')).airports.map((a) => a.code)),
    flights: flightsService,
    transfers,
    agencyInfo: (tenantId) => agency.getAgencyInfo(tenantId),
    currency,
    gateway,
    outbox,
    clock,
    holdMinutes: async (tenantId) =>
      config.holdMinutes ?? Number((await settingsService.get(tenantId, 'Payment')).holdMinutes ?? 20),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('bookings', bookings);
  registerBookingRoutes(app, bookings, clock, {
    orders: config.rateLimits.orders,
    emailLinks: config.rateLimits.emailLinks,
  });
  registerOrderAdminRoutes(
    app,
    createOrderAdminService({
      repository: orderAdminRepository,
      placeNames,
      gateway,
      clock,
      agencyInfo: (tenantId) => agency.getAgencyInfo(tenantId),
      publicUrl: config.publicUrl,
      drainOutbox: () => outbox.drain(),
      log: app.log,
    }),
  );
  registerCouponRoutes(app, coupons);
  registerDashboardRoutes(app, createDashboardService({ db: database.db, clock }));

  registerMetrics(app, {
    token: config.metricsToken,
    sources: [
      ...bookingsGaugeSources(database.db, clock),
      {
        name: 'charterdesk_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting requests); none on PGlite',
        labelNames: ['state'],
        // each worker has a pool of its own
        aggregator: 'sum',
        read: async () =>
          Object.entries(database.poolStats?.() ?? {}).map(([state, value]) => ({
            labels: { state },
            value,
          })),
      },
      {
        name: 'charterdesk_shed_requests_total',
        help: 'Requests answered 503 with Retry-After by the load shedding, by the bound they met (in_flight, event_loop, db_pool)',
        labelNames: ['reason'],
        type: 'counter',
        read: async () =>
          Object.entries(shedding.shedCounts()).map(([reason, value]) => ({ labels: { reason }, value })),
      },
      {
        name: 'charterdesk_db_pool_wait_seconds',
        help: 'How long the query waiting longest for a PostgreSQL connection has waited so far (0 when none waits; the worst worker); none on PGlite',
        labelNames: [],
        read: async () => (database.poolWaitMs ? [{ labels: {}, value: database.poolWaitMs() / 1000 }] : []),
      },
    ],
  });

  hasWeb = await registerWebHost(app, config.webDistDir);
  if (hasWeb) drawApp = createAppRenderer(app, config.webDistDir, config.pageRenderTimeoutMs);

  return app;
}

/** The build's time: dist/app.js's modification time (source runs report the start time). */
function releaseDate(): string {
  return new Date().toISOString();
}
