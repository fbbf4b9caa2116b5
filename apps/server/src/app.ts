import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from "fastify-type-provider-zod";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { AppDeps } from "./deps.ts";
import { createServices } from "./services.ts";
import { frameworkError, registerErrorHandling } from "./http/errors.ts";
import { registerInputGuard } from "./http/input-guard.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerAuth } from "./http/auth.ts";
import { registerPages } from "./http/pages.ts";
import { registerOperations, requestId } from "./http/operations.ts";
import { createLifecycle } from "./lib/lifecycle.ts";
import { countFailures, countSms, createMetrics, noMetrics, type PoolStats } from "./lib/metrics.ts";
import type { AppInstance } from "./http/types.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { optionRoutes } from "./modules/options/routes.ts";
import { placeRoutes } from "./modules/places/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { planRoutes } from "./modules/plans/routes.ts";
import { adminCatalogueRoutes } from "./modules/admin-catalogue/routes.ts";
import { profileRoutes } from "./modules/profiles/routes.ts";
import { blogRoutes } from "./modules/blog/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { circulationEmailRoutes } from "./modules/circulation-emails/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { proposalRoutes } from "./modules/proposals/routes.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { safetyRoutes } from "./modules/safety/routes.ts";
import { matchingRoutes } from "./modules/matching/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { myAdRoutes } from "./modules/my-ad/routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { adminAuthRoutes } from "./modules/admin-auth/routes.ts";
import { adminMemberRoutes } from "./modules/admin-members/routes.ts";
import { adminModerationRoutes } from "./modules/admin-moderation/routes.ts";
import { adminPaymentRoutes } from "./modules/admin-payments/routes.ts";
import { promoRoutes } from "./modules/promo/routes.ts";
import { adminContentRoutes } from "./modules/admin-content/routes.ts";
import { adminExportRoutes } from "./modules/admin-exports/routes.ts";
import { adminDashboardRoutes } from "./modules/admin-dashboard/routes.ts";
import { rrRoutes } from "./modules/rr/routes.ts";
import { adminRrRoutes } from "./modules/admin-rr/routes.ts";

export type { AppDeps } from "./deps.ts";
export type { AppInstance } from "./http/types.ts";
export type { Services } from "./services.ts";

/** How often Node looks for requests whose headers or body are late. */
export const CONNECTIONS_CHECK_MS = 1000;

export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within this time (a slowly trickled body cannot hold a connection),
    // its headers within the shorter one. Node checks both on a timer, every 30 s unless told: a
    // second keeps a cut close to the time set (60 s of headers were cut at up to 90 s).
    requestTimeout: deps.config.requestTimeoutMs,
    http: { headersTimeout: deps.config.headersTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    // The load balancer's X-Request-Id when it looks sane, else a new one; in every log line and the answer's header.
    genReqId: requestId,
    // On close, idle kept-alive connections are closed at once and requests in flight finish. The server's
    // drain (lib/shutdown.ts) closes the listener itself first and leaves idle connections to their client;
    // a request arriving on one meanwhile is answered as usual, not with Fastify's own 503.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    // Router errors (a malformed or overlong URL) get the envelope too, without echoing the URL.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const { port: metricsPort, token: metricsToken } = deps.config.metrics;
  // The pool's own counts (node-postgres), read when scraped; PGlite has no pool.
  const pool = deps.dbKind === "pg" ? (deps.db as unknown as { $client: PoolStats }).$client : undefined;
  const metrics = metricsPort || metricsToken ? await createMetrics({ pool }) : undefined;
  const recorder = metrics?.recorder ?? noMetrics;
  // With metrics on, SMS sends and storage failures are counted on their way through.
  const wired = metrics
    ? { ...deps, sms: countSms(deps.sms, recorder), storage: countFailures(deps.storage, recorder.storageError) }
    : deps;
  app.decorate("deps", wired);
  app.decorate("operations", { lifecycle, metrics, recorder });
  app.decorate("services", createServices(wired, app.log, { lifecycle, recorder }));
  // The cache invalidation's listening connection goes with the app.
  app.addHook("onClose", () => app.services.invalidation.close());
  registerErrorHandling(app);
  registerOperations(app, { lifecycle, metrics, recorder, token: metricsToken });
  registerInputGuard(app);

  // Razorpay's checkout script, its API and its dialog frames are allowed only when Razorpay takes the payments.
  registerSecurityHeaders(app, { razorpay: deps.payments.name === "razorpay" });
  // Answers over 1 KB (a page of ads, the option lists) are compressed for phones on mobile data, with a
  // light Brotli level that costs little CPU; the built files are served precompressed and pass untouched.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis, nameSpace: "rl:" } : {}) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Shubho Bibaho API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  registerAuth(app, app.services.sessions);
  for (const routes of [
    healthRoutes,
    optionRoutes,
    placeRoutes,
    authRoutes,
    userRoutes,
    mediaRoutes,
    planRoutes,
    profileRoutes,
    blogRoutes,
    newsletterRoutes,
    circulationEmailRoutes,
    contentRoutes,
    myAdRoutes,
    dashboardRoutes,
    paymentRoutes,
    proposalRoutes,
    contactRoutes,
    safetyRoutes,
    matchingRoutes,
    adminAuthRoutes,
    adminMemberRoutes,
    adminModerationRoutes,
    adminPaymentRoutes,
    promoRoutes,
    adminExportRoutes,
    adminDashboardRoutes,
    rrRoutes,
    adminRrRoutes,
    adminContentRoutes,
    adminCatalogueRoutes,
  ])
    await app.register(routes);
  // An ad's detail page, browse's results and the plans arrive drawn, as a visitor who is not signed in sees them.
  await registerPages(app, deps.config.webDist, {
    onRender: recorder.render,
    profileDetail: (id, ip) => app.services.details.detail(id, { userId: null, ip }, { countView: false }),
    adProfiles: async (filter) => {
      const { adUserIds, ...data } = await app.services.search.search(filter, null);
      app.services.impressions.record(adUserIds);
      return data;
    },
    plans: (query) => app.services.plans.list(query),
  });
  return app;
}
