// How the API pays: the provider (Doku, by default pointed at the simulator the API mounts), the
// deadlines, and how often overdue payments are swept. `buildApp` without one (the tests) gets the
// simulator reached through `inject`, so a whole Doku payment runs with no network at all.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createDokuProvider, DOKU_NOTIFY_PATH } from "../../providers/payment/doku";
import { DOKU_SIMULATOR_PREFIX, type DokuSimulatorOptions } from "../../providers/payment/doku-simulator";
import type { PaymentProvider } from "../../providers/payment/provider";

export type PaymentSetup = {
  provider: PaymentProvider;
  /** Mount the simulator with these options (null: a real Doku is configured). */
  simulator: Omit<DokuSimulatorOptions, "fetch" | "returnOrigin"> | null;
  /** Fetch for the simulator's notifications (tests: the app through inject). */
  simulatorFetch?: typeof fetch;
  /** A BPD transfer's deadline after the payment starts. */
  bpdExpiryMinutes: number;
  /** A Doku checkout's payment_due_date. */
  dokuDueMinutes: number;
  /** How often overdue payments are expired (0: never; tests call the sweep themselves). */
  sweepMs: number;
};

/** The simulator's own Client-Id: used only when no Doku account is configured. */
export const SIMULATOR_CLIENT_ID = "MCH-LOCAL-SIMULATOR";
/** The tests' simulator key; a running API generates its own per data folder (`simulatorSecret`). */
export const SIMULATOR_SECRET_KEY = "SK-local-simulator-not-a-secret";

export type PaymentConfig = {
  NODE_ENV?: string;
  DATA_DIR: string;
  DOKU_BASE_URL?: string;
  DOKU_CLIENT_ID?: string;
  DOKU_SECRET_KEY?: string;
  /** Asks for the simulator where it is off by default (production). */
  DOKU_SIMULATOR?: boolean;
  DOKU_NOTIFY_ORIGIN?: string;
  DOKU_PAYMENT_DUE_MINUTES: number;
  PAYMENT_EXPIRY_MINUTES: number;
  PAYMENT_SWEEP_MS: number;
  API_PORT: number;
};

/** Why the API may not start with this payment configuration, or null. */
export function paymentConfigProblem(config: PaymentConfig): string | null {
  if (config.NODE_ENV !== "production") return null;
  if (config.DOKU_BASE_URL) {
    return config.DOKU_CLIENT_ID && config.DOKU_SECRET_KEY
      ? null
      : "DOKU_BASE_URL is set without DOKU_CLIENT_ID and DOKU_SECRET_KEY: set the credentials of the Doku back office.";
  }
  if (config.DOKU_SIMULATOR) return null;
  return (
    "No Doku account in production: set DOKU_BASE_URL, DOKU_CLIENT_ID and DOKU_SECRET_KEY, or DOKU_SIMULATOR=1 " +
    "to serve the local Doku simulator (anyone reaching the API could then mark an order paid: never for real payments)."
  );
}

/**
 * From the configuration: a real Doku when DOKU_BASE_URL is set, else the simulator on the API's own
 * port (in production only with DOKU_SIMULATOR; `paymentConfigProblem` says so first), signing with a
 * key generated into the data folder rather than a published one.
 */
export function paymentSetupFromConfig(config: PaymentConfig): PaymentSetup {
  const apiOrigin = `http://127.0.0.1:${config.API_PORT}`;
  const simulated = !config.DOKU_BASE_URL;
  const clientId = config.DOKU_CLIENT_ID ?? SIMULATOR_CLIENT_ID;
  const secretKey = config.DOKU_SECRET_KEY ?? simulatorSecret(config.DATA_DIR);
  const baseUrl = config.DOKU_BASE_URL ?? `${apiOrigin}${DOKU_SIMULATOR_PREFIX}`;
  return {
    provider: createDokuProvider({ baseUrl, clientId, secretKey }),
    simulator: simulated
      ? {
          clientId,
          secretKey,
          publicBase: baseUrl,
          notifyUrl: `${config.DOKU_NOTIFY_ORIGIN ?? apiOrigin}${DOKU_NOTIFY_PATH}`,
        }
      : null,
    bpdExpiryMinutes: config.PAYMENT_EXPIRY_MINUTES,
    dokuDueMinutes: config.DOKU_PAYMENT_DUE_MINUTES,
    sweepMs: config.PAYMENT_SWEEP_MS,
  };
}

/** A fetch that answers from the app itself (`inject`): what the tests' simulator and provider talk through. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET" | "POST",
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  }) as typeof fetch;
}

/** The tests' setup: the simulator at http://doku.test/doku-sim, both directions through `inject`. */
export function simulatedPaymentSetup(app: FastifyInstance, overrides: Partial<PaymentSetup> = {}): PaymentSetup {
  const fetchSelf = injectFetch(app);
  const baseUrl = `http://doku.test${DOKU_SIMULATOR_PREFIX}`;
  return {
    provider: createDokuProvider({
      baseUrl,
      clientId: SIMULATOR_CLIENT_ID,
      secretKey: SIMULATOR_SECRET_KEY,
      fetch: fetchSelf,
    }),
    simulator: {
      clientId: SIMULATOR_CLIENT_ID,
      secretKey: SIMULATOR_SECRET_KEY,
      publicBase: baseUrl,
      notifyUrl: `http://api.test${DOKU_NOTIFY_PATH}`,
    },
    simulatorFetch: fetchSelf,
    bpdExpiryMinutes: 1_440,
    dokuDueMinutes: 60,
    sweepMs: 0,
    ...overrides,
  };
}

/**
 * The simulator's secret key: generated once into `<DATA_DIR>/doku-simulator-secret` and reused, as
 * the session secret is, so checkouts survive a restart and no two installations share a key.
 */
export function simulatorSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "doku-simulator-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = `SK-sim-${randomBytes(24).toString("base64url")}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start at once, the second keeps the first one's key.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
  return secret;
}
