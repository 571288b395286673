import { mkdirSync } from "node:fs";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type LoggerOptions } from "pino";
import { DEFAULT_SHOP_ORIGIN } from "./config";
import type { Db } from "./db/client";
import type { Notifications } from "./db/notifications";
import { createCacheDrops } from "./http/cache-drops";
import { registerCacheDropsRoute } from "./http/cache-drops-route";
import type { AppDeps } from "./http/deps";
import { parseQuery } from "./http/fields";
import { loggerOptions } from "./http/logger";
import { createSellerSessionCache, createSessionCache, DEFAULT_SESSION_CACHE_MS } from "./modules/auth/session-cache";
import { registerPlumbing } from "./http/plumbing";
import { createMemoryMailer, type Mailer } from "./providers/mail";
import { localStorages, type Storages } from "./providers/storages";
import { createReadCache } from "./http/read-cache";
import { genReqId } from "./http/request-id";
import type { LoginLimits } from "./modules/auth/rate-limit";
import { registerAuthRoutes } from "./modules/auth/routes";
import { createMailWorker } from "./modules/mail-outbox/worker";
import { registerAddressRoutes } from "./modules/address/routes";
import { registerBannerRoutes } from "./modules/banner/routes";
import { registerCartRoutes } from "./modules/cart/routes";
import { registerCategoryRoutes } from "./modules/category/routes";
import { registerChatRoutes } from "./modules/chat/routes";
import { registerCheckoutRoutes } from "./modules/checkout/routes";
import { registerCustomerRoutes } from "./modules/customer/routes";
import { registerDocsRoutes } from "./modules/docs/routes";
import { registerExpeditionRoutes } from "./modules/expedition/routes";
import { registerProductRoutes } from "./modules/product/routes";
import { registerRegionRoutes } from "./modules/region/routes";
import { registerSettingRoutes } from "./modules/setting/routes";
import { registerTransactionRoutes } from "./modules/transaction/routes";
import { registerComplaintRoutes } from "./modules/complaint/routes";
import { registerReceiptRoutes } from "./modules/receipt/routes";
import { registerReviewRoutes } from "./modules/review/routes";
import { registerSellerRoutes } from "./modules/seller/routes";
import { registerSellerChatRoutes } from "./modules/seller-chats/routes";
import { registerSellerComplaintRoutes } from "./modules/seller-complaints/routes";
import { registerSellerOrderRoutes } from "./modules/seller-orders/routes";
import { registerSellerPaymentRoutes } from "./modules/seller-payments/routes";
import { registerSellerProductRoutes } from "./modules/seller-products/routes";
import { registerSellerReviewRoutes } from "./modules/seller-reviews/routes";
import { registerSellerShipmentRoutes } from "./modules/seller-shipments/routes";
import { registerStorageRoutes } from "./modules/storage/routes";
import { registerNegotiationRoutes } from "./modules/negotiation/routes";
import { registerPaymentRoutes } from "./modules/payment/routes";
import { simulatedPaymentSetup, type PaymentSetup } from "./modules/payment/setup";
import { registerSpkRoutes } from "./modules/spk/routes";
import { registerTeamRoutes } from "./modules/team/routes";

export type BuildAppOptions = {
  db: Db;
  /** Served at `/storage/`; image fields hold paths relative to it. Profile photos spool below its private sibling. */
  publicDir: string;
  /** Where files are kept; default the local folders of `publicDir` (`localStorages`). */
  storages?: Storages;
  /** `true`: our logger at info on stdout; options: pino options over ours; an instance: used as is. */
  logger?: boolean | LoggerOptions | FastifyBaseLogger;
  /** Shared with the BFF: only a request carrying it may set the client IP (`X-Client-IP`, with `X-BFF-Key`). */
  trustedProxyKey?: string;
  /** How the outbox's mails leave; without one they are only kept in memory (tests that do not read them). */
  mailer?: Mailer;
  /**
   * How often this instance sweeps the mail outbox for mails due again (default 2 s; 0 = only the
   * sweep each action starts right after its commit). Retries and mails left by a stopped instance
   * wait for it.
   */
  mailSweepMs?: number;
  /** The shop's origin for e-mailed links; default http://localhost:3000. */
  shopOrigin?: string;
  /** Failed sign-ins per account / per client address before a 429; default 5 / 20. */
  loginLimits?: LoginLimits;
  /** How long catalogue reads are kept (default 5 s; 0 = not cached). */
  catalogueCacheMs?: number;
  /** How long a checked buyer or seller session is kept (default 10 s; 0 = every call reads it). */
  sessionCacheMs?: number;
  /**
   * The database handle's LISTEN/NOTIFY: cache drops (logout, catalogue changes) reach every API
   * instance on the database at once. Without it they stay in this instance (decision 0135).
   */
  notifications?: Notifications;
  /** How often to mail buyers about seller chat messages unread for 10 minutes (default 60 s; 0 = never). */
  chatMailSweepMs?: number;
  /** The payment provider, deadlines and expiry sweep; default: the Doku simulator reached through `inject`, no sweep. */
  payment?: PaymentSetup | ((app: FastifyInstance) => PaymentSetup);
};

declare module "fastify" {
  interface FastifyInstance {
    appDeps: AppDeps;
  }
}

const isLogger = (value: unknown): value is FastifyBaseLogger =>
  typeof value === "object" && value !== null && typeof (value as FastifyBaseLogger).child === "function";

function resolveLogger(logger: BuildAppOptions["logger"]): FastifyBaseLogger | undefined {
  if (!logger) return undefined;
  if (isLogger(logger)) return logger;
  return pino(logger === true ? loggerOptions() : { ...loggerOptions(), ...logger });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: resolveLogger(options.logger),
    genReqId,
    // Our own hook writes the one line per request (see http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "reqId" }),
    bodyLimit: 1024 * 1024,
    // Query strings read like form bodies (`a[]=1&a[]=2` → `a: ["1","2"]`), so one schema serves both.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
  });
  await registerPlumbing(app, { trustedProxyKey: options.trustedProxyKey });

  mkdirSync(options.publicDir, { recursive: true });
  const storages = options.storages ?? localStorages(options.publicDir);

  const mailer = options.mailer ?? createMemoryMailer();
  const mailWorker = createMailWorker({ db: options.db, mailer, log: app.log }, { sweepMs: options.mailSweepMs });
  app.addHook("onReady", async () => mailWorker.start());
  // A graceful stop lets the sweep under way finish: what it claimed is marked, nothing waits out a lease.
  app.addHook("onClose", async () => mailWorker.stop());
  const sessions = createSessionCache(options.sessionCacheMs);
  const sellerSessions = createSellerSessionCache(options.sessionCacheMs);
  const customerReads = createReadCache(options.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS);
  const catalogueCache = createReadCache(options.catalogueCacheMs);
  const cacheDrops = createCacheDrops({
    db: options.db,
    caches: { sessions, sellerSessions, customerReads, catalogueCache },
    notifications: options.notifications,
    log: app.log,
  });
  // Listening before the first request: a drop said after that is never missed.
  app.addHook("onReady", async () => cacheDrops.start());
  app.addHook("onClose", async () => cacheDrops.stop());
  const deps: AppDeps = {
    db: options.db,
    publicDir: options.publicDir,
    storage: storages.public,
    privateStorage: storages.private,
    mailer,
    mailWorker,
    shopOrigin: new URL(options.shopOrigin ?? DEFAULT_SHOP_ORIGIN).origin,
    loginLimits: options.loginLimits,
    catalogueCache,
    sessions,
    sellerSessions,
    customerReads,
    cacheDrops,
  };
  // What the routes were built with: scripts and tests run the order's timed commands (expiry) with it.
  app.decorate("appDeps", deps);
  // First: it decorates `authGuards`, which every route with `auth` needs when it registers.
  registerAuthRoutes(app, deps);
  registerSellerRoutes(app, deps);
  registerCacheDropsRoute(app, deps, options.trustedProxyKey);
  registerDocsRoutes(app, deps);
  registerSettingRoutes(app, deps);
  registerBannerRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerRegionRoutes(app, deps);
  registerExpeditionRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerTransactionRoutes(app, deps);
  registerComplaintRoutes(app, deps);
  registerReceiptRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerStorageRoutes(app, deps);
  registerSellerOrderRoutes(app, deps);
  registerSellerPaymentRoutes(app, deps);
  registerSellerShipmentRoutes(app, deps);
  registerSellerReviewRoutes(app, deps);
  registerSellerComplaintRoutes(app, deps);
  registerSellerChatRoutes(app, deps, options.chatMailSweepMs);
  registerSellerProductRoutes(app, deps);
  registerNegotiationRoutes(app, deps);
  registerSpkRoutes(app, deps);
  const payment = typeof options.payment === "function" ? options.payment(app) : options.payment;
  registerPaymentRoutes(app, deps, payment ?? simulatedPaymentSetup(app));
  return app;
}
