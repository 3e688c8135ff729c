import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobsRoutes } from './admin/jobs.routes';
import { outboxRoutes } from './admin/outbox.routes';
import { auditLogRoutes } from './audit/audit-log.routes';
import { ledgerCheckRoutes } from './ledger/ledger-check.routes';
import { companyAccountsRoutes } from './ledger/company-accounts.routes';
import { adminMembersRoutes } from './admin/members.routes';
import { adminPaymentsRoutes } from './admin/payments.routes';
import { planSettingsRoutes } from './admin/plan-settings.routes';
import { specialOfferRoutes } from './special-offers/special-offers.routes';
import { JOBS } from './jobs';
import { authPlugin } from './auth/auth.plugin';
import { authRoutes } from './auth/auth.routes';
import { impersonationRoutes } from './auth/impersonation.routes';
import { impersonationService } from './auth/impersonation.service';
import { loginService } from './auth/login.service';
import { twoFactorRoutes } from './auth/two-factor.routes';
import { twoFactorService } from './auth/two-factor.service';
import { passwordChangeRoutes } from './auth/password-change.routes';
import { passwordChangeService } from './auth/password-change.service';
import { passwordResetRoutes } from './auth/password-reset.routes';
import { passwordResetService } from './auth/password-reset.service';
import { reauthentication } from './auth/reauthentication';
import { tokenService } from './auth/tokens.service';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './ops/logger-options';
import { closeConnectionsWhenClosing } from './ops/closing-connections';
import { createMetrics } from './ops/metrics';
import { metricsRoutes } from './ops/metrics.routes';
import { echoRequestId } from './ops/request-id';
import { registerApiCacheControl } from './lib/api-cache-control';
import { registerCompression } from './lib/compression';
import { isApiPath } from './lib/api-paths';
import { backgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import { registerErrorHandler } from './lib/error-handler';
import { declareErrorResponses, responseSerializer } from './lib/response-schemas';
import { securityHeaders } from './lib/content-security-policy';
import { refuseNulBytes } from './lib/nul-bytes';
import { secretBox } from './lib/secret-box';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { sharedRateLimitStore } from './lib/rate-limit/shared-store';
import { mailDrop } from './mail/mail-drop';
import { createMailer, type Mailer } from './mail/mailer';
import { attendanceCodesRoutes } from './catalogue/attendance-codes/attendance-codes.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { clubsRoutes } from './clubs/clubs.routes';
import { extraBonusRoutes } from './extra-bonuses/extra-bonuses.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { adminLegalDocumentsRoutes } from './legal-documents/admin-legal-documents.routes';
import { documentAcceptancesRoutes } from './legal-documents/document-acceptances.routes';
import { documentAcceptancesService } from './legal-documents/document-acceptances.service';
import { membershipRoutes } from './memberships/memberships.routes';
import { settingsRoutes } from './settings/settings.routes';
import { healthRoutes } from './settings/health.routes';
import { networkRoutes } from './network/network.routes';
import { binaryCycleRoutes } from './commissions/binary-cycle.routes';
import { residualInfoRoutes } from './commissions/residual-info.routes';
import { userEnjoysRoutes } from './commissions/user-enjoys.routes';
import { createCardProvider } from './payments/card/card-provider';
import { stripeWebhookRoutes } from './payments/card/stripe-webhook.routes';
import { monthlyAmountRoutes } from './payments/monthly-amount.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { shopRoutes } from './shop/shop.routes';
import { paymentsService } from './payments/payments.service';
import { irpfsRoutes } from './payouts/irpfs.routes';
import { payoutExportRoutes } from './payouts/export.routes';
import { payoutsService } from './payouts/payouts.service';
import { transfersRoutes } from './payouts/transfers.routes';
import { mediaRoutes } from './media/media.routes';
import { mediaService } from './media/media.service';
import { profilesRoutes } from './profiles/profiles.routes';
import { profilesService } from './profiles/profiles.service';
import { insuranceAccessesRoutes } from './insurances/insurance-accesses.routes';
import { travelSearchRoutes } from './travel-search/travel-search.routes';
import { insuranceAccessesService } from './insurances/insurance-accesses.service';
import { adminReservationsRoutes } from './reservations/admin-reservations.routes';
import { attendanceService } from './reservations/attendance.service';
import { memberAttendance } from './reservations/member-attendance';
import { reservationsRoutes } from './reservations/reservations.routes';
import { reservationsService } from './reservations/reservations.service';
import { enjoyPassAccessesRoutes } from './enjoy-pass/enjoy-pass-accesses.routes';
import { enjoyPassAccessesService } from './enjoy-pass/enjoy-pass-accesses.service';
import { adminSupportRoutes } from './support/admin-support.routes';
import { supportTicketsRoutes } from './support/support-tickets.routes';
import { supportTicketsService } from './support/support-tickets.service';
import { supportWidgetOrigins } from './support/support-widget';
import { presentationRoutes } from './users/presentation.routes';
import { registrationRoutes } from './users/registration.routes';
import { usersRoutes } from './users/users.routes';
import { registrationService } from './users/registration.service';
import { walletAdjustmentRoutes } from './wallet/wallet-adjustment.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { appPageMatcher, webAppPlugin } from './web-app';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
  /** Where the JSON log lines go instead of stdout (tests read them back). */
  logStream?: DestinationStream;
}

export interface App {
  server: FastifyInstance;
  mailer: Mailer;
  /** Work done after a request is answered; closing the server waits for it. */
  background: BackgroundTasks;
}

/** Builds the whole HTTP application on a database; main.ts and the tests both start here. */
export async function buildApp({ config, database, webRoot, logStream }: AppOptions): Promise<App> {
  const server = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    // Off unless TRUST_PROXY names the real proxies: otherwise anyone picks their own IP with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializer(config.validateResponses));
  echoRequestId(server);
  closeConnectionsWhenClosing(server);
  // Before any route, so the request metrics see every one.
  const metrics = createMetrics(server, database);
  declareErrorResponses(server);
  registerErrorHandler(server, { isAppPage: webRoot ? appPageMatcher(webRoot) : undefined });
  registerApiCacheControl(server);
  refuseNulBytes(server);

  await server.register(helmet, securityHeaders(config, supportWidgetOrigins(config)));
  await server.register(cors, {
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((o) => o.trim()) : false,
  });
  const rateLimitStore = sharedRateLimitStore(config, database, (err) => server.log.warn({ err }, 'rate-limit store failed'));
  server.addHook('onClose', () => rateLimitStore.close());
  server.log.info({ rateLimitStore: rateLimitStore.kind }, 'rate limits counted');
  await server.register(rateLimit, {
    ...rateLimitStore.options,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The limit protects the API; the web app's own files (a dozen per first visit) do not count.
    // (The allow list also switches off a route's own limit, so it must know every API prefix: /reset-password/api too.)
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await server.register(formbody);
  // The web app's files were compressed once at build time (web-app.ts): registered before the compression of
  // answers, they are never compressed again on the fly. Every route after this is.
  if (webRoot) await server.register(webAppPlugin, { root: webRoot });
  await registerCompression(server);
  await server.register(swagger, {
    openapi: { info: { title: 'Virtual Office API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    // Schemas given an id (`.meta({ id })`, needed for recursive ones) become components the bodies `$ref`.
    transformObject: jsonSchemaTransformObject,
  });
  await server.register(swaggerUi, { routePrefix: '/api/docs' });
  server.get('/api/docs.json', { schema: { hide: true } }, async () => server.swagger());

  const { db } = database;
  const box = secretBox(config.SECRETS_KEY);
  const mailer = createMailer(db, {
    // SMTP when configured; otherwise the development mail drop, if any.
    smtpUrl: config.SMTP_URL, transport: config.MAIL_DROP_DIR ? mailDrop(config.MAIL_DROP_DIR) : undefined, box,
    from: config.MAIL_FROM, logError: (err) => server.log.error({ err }, 'mail delivery failed'),
  });
  const background = backgroundTasks((err) => server.log.error({ err }, 'background task failed'));
  server.addHook('onClose', () => background.idle());
  const tokens = tokenService(config, box);
  const twoFactor = twoFactorService(db, box);
  const login = loginService(db, config, tokens, twoFactor.secondFactor);

  await server.register(authPlugin, { db, adminTwoFactorRequired: config.adminTwoFactorRequired });
  await server.register(healthRoutes, { database });
  await server.register(metricsRoutes, { registry: metrics, metricsToken: config.METRICS_TOKEN });
  await server.register(authRoutes, { config, login });
  await server.register(twoFactorRoutes, { twoFactor });
  await server.register(impersonationRoutes, { db, impersonation: impersonationService(db, tokens) });
  await server.register(passwordChangeRoutes, { passwords: passwordChangeService(db, mailer) });
  await server.register(passwordResetRoutes, { background, resets: passwordResetService(db, mailer, tokens, config.publicUrl) });
  const card = createCardProvider(config);
  await server.register(registrationRoutes, { db, card, lookupsPerMinute: config.LOOKUP_RATE_LIMIT_PER_MINUTE, registration: registrationService(db, mailer, card !== null) });
  await server.register(settingsRoutes, { db });
  await server.register(documentAcceptancesRoutes, { acceptances: documentAcceptancesService(db) });
  await server.register(adminLegalDocumentsRoutes, { db });
  await server.register(membershipRoutes, { db });
  await server.register(outboxRoutes, { db });
  await server.register(auditLogRoutes, { db });
  await server.register(ledgerCheckRoutes, { db });
  await server.register(companyAccountsRoutes, { db });
  await server.register(jobsRoutes, { db, jobs: JOBS });
  await server.register(usersRoutes, { db });
  const media = mediaService(db);
  await server.register(mediaRoutes, { db, media });
  await server.register(presentationRoutes, { db, media });
  const reauth = reauthentication(db, config, twoFactor.secondFactor);
  await server.register(profilesRoutes, { db, service: profilesService(db, mailer, reauth) });
  await server.register(networkRoutes, { db });
  await server.register(walletRoutes, { db });
  await server.register(walletAdjustmentRoutes, { db });
  const payments = paymentsService(db, card);
  await server.register(paymentsRoutes, { db, service: payments, card });
  await server.register(shopRoutes, { db, card });
  await server.register(monthlyAmountRoutes, { db });
  await server.register(stripeWebhookRoutes, { db, card });
  await server.register(adminPaymentsRoutes, { db, service: payments });
  await server.register(planSettingsRoutes, { db });
  await server.register(specialOfferRoutes, { db });
  await server.register(adminMembersRoutes, { db });
  await server.register(invoicesRoutes, { db });
  await server.register(transfersRoutes, { db, payouts: payoutsService(db) });
  await server.register(irpfsRoutes, { db });
  await server.register(payoutExportRoutes, { db });
  await server.register(binaryCycleRoutes, { db });
  await server.register(userEnjoysRoutes, { db });
  await server.register(residualInfoRoutes, { db });
  const reservations = reservationsService(db);
  await server.register(reservationsRoutes, { db, reservations });
  await server.register(adminReservationsRoutes, { db, reservations });
  await server.register(insuranceAccessesRoutes, { db, insurances: insuranceAccessesService(db, mailer) });
  const support = supportTicketsService(db, mailer, config.publicUrl);
  await server.register(supportTicketsRoutes, { config, db, support });
  await server.register(adminSupportRoutes, { db, support });
  await server.register(catalogueRoutes, { db });
  await server.register(travelSearchRoutes, { db });
  await server.register(clubsRoutes, { db });
  await server.register(extraBonusRoutes, { db });
  // One route per path: the console's codes, and (the reservations feature's) a member's check-in and attendances.
  await server.register(attendanceCodesRoutes, { db, memberAttendance: memberAttendance(db, attendanceService(db)) });
  await server.register(enjoyPassAccessesRoutes, { db, accesses: enjoyPassAccessesService(db, mailer) });

  return { server, mailer, background };
}
