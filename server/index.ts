// Starts the procurement API: config → database (migrated, seeded when empty) → Fastify → listen.
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { bootstrapDb } from "./db/bootstrap";
import { createLogger } from "./http/logger";
import { createMailer } from "./providers/mail";
import { publicDirOf, storagesFromConfig } from "./providers/storages";
import { storageSink } from "./db/seed/images";
import { paymentConfigProblem, paymentSetupFromConfig } from "./modules/payment/setup";

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, file: config.LOG_FILE });
const paymentProblem = paymentConfigProblem(config);
if (paymentProblem) {
  process.stderr.write(`Refusing to start the API: ${paymentProblem}\n`);
  process.exit(1);
}
if (!config.DOKU_BASE_URL && config.NODE_ENV === "production")
  logger.warn("DOKU_SIMULATOR=1: the local Doku simulator is serving payments; it must never take real ones");

const storages = storagesFromConfig(config);
try {
  await storages.ready();
} catch (error) {
  const { name, message } = error as Error;
  process.stderr.write(
    `Refusing to start the API: the storage ${storages.where} cannot be used (${name}: ${message})\n`,
  );
  process.exit(1);
}
const { handle } = await bootstrapDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  demo: config.SEED_DEMO,
  // On a bucket the seed's pictures go there, so every instance serves them; locally, to the folder.
  files: config.STORAGE === "s3" ? storageSink(storages.public) : undefined,
  log: (message) => logger.info(message),
});
const app = await buildApp({
  db: handle.db,
  notifications: handle.notifications,
  publicDir: publicDirOf(config.DATA_DIR),
  storages,
  logger,
  trustedProxyKey: config.BFF_KEY,
  mailer: createMailer({ dataDir: config.DATA_DIR, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
  mailSweepMs: config.MAIL_SWEEP_MS,
  shopOrigin: config.PUBLIC_ORIGIN,
  catalogueCacheMs: config.CATALOGUE_CACHE_MS,
  sessionCacheMs: config.SESSION_CACHE_MS,
  payment: paymentSetupFromConfig(config),
  loginLimits: { perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, perIp: config.LOGIN_MAX_FAILURES_PER_IP },
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // A stuck connection must not keep the process alive forever.
  const force = setTimeout(() => {
    logger.error("shutdown took too long, exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

try {
  const address = await app.listen({ host: config.API_HOST, port: config.API_PORT });
  logger.info({ address, database: handle.kind, storage: storages.where }, "API listening");
  process.stdout.write(`API listening on ${address}/api/ (${handle.kind})\n`);
} catch (error) {
  logger.fatal({ err: error }, "API failed to start");
  await handle.close();
  process.exit(1);
}
