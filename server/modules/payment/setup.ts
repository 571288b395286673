// How the API pays: the provider (Doku, by default pointed at the simulator the API mounts), the
// deadlines, and how often overdue payments are swept. `buildApp` without one (the tests) gets the
// simulator reached through `inject`, so a whole Doku payment runs with no network at all.
import type { FastifyInstance } from "fastify";
import { createDokuProvider, DOKU_NOTIFY_PATH } from "../../providers/payment/doku";
import { DOKU_SIMULATOR_PREFIX, type DokuSimulatorOptions } from "../../providers/payment/doku-simulator";
import type { PaymentProvider } from "../../providers/payment/provider";

export type PaymentSetup = {
  provider: PaymentProvider;
  /** Mount the simulator with these options (null: a real Doku is configured). */
  simulator: Omit<DokuSimulatorOptions, "fetch"> | null;
  /** Fetch for the simulator's notifications (tests: the app through inject). */
  simulatorFetch?: typeof fetch;
  /** A BPD transfer's deadline after the payment starts. */
  bpdExpiryMinutes: number;
  /** A Doku checkout's payment_due_date. */
  dokuDueMinutes: number;
  /** How often overdue payments are expired (0: never; tests call the sweep themselves). */
  sweepMs: number;
};

/** The simulator's own credentials: used only when no Doku account is configured. */
export const SIMULATOR_CLIENT_ID = "MCH-LOCAL-SIMULATOR";
export const SIMULATOR_SECRET_KEY = "SK-local-simulator-not-a-secret";

export type PaymentConfig = {
  DOKU_BASE_URL?: string;
  DOKU_CLIENT_ID?: string;
  DOKU_SECRET_KEY?: string;
  DOKU_NOTIFY_ORIGIN?: string;
  DOKU_PAYMENT_DUE_MINUTES: number;
  PAYMENT_EXPIRY_MINUTES: number;
  PAYMENT_SWEEP_MS: number;
  API_PORT: number;
};

/** From the configuration: a real Doku when DOKU_BASE_URL is set, else the simulator on the API's own port. */
export function paymentSetupFromConfig(config: PaymentConfig): PaymentSetup {
  const apiOrigin = `http://127.0.0.1:${config.API_PORT}`;
  const simulated = !config.DOKU_BASE_URL;
  const clientId = config.DOKU_CLIENT_ID ?? SIMULATOR_CLIENT_ID;
  const secretKey = config.DOKU_SECRET_KEY ?? SIMULATOR_SECRET_KEY;
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
