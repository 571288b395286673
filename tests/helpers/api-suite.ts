// The preamble of most API test files in one call: a fresh seeded API for the file (started in
// beforeAll, closed in afterAll) and the demo buyers (and, when asked, the demo seller) logged in.
//
//   const { api, demo, other } = useApiSuite();
//
// The values are bound late: they are read at module level, before beforeAll has run, so each is a
// stand-in that forwards to the real object once the suite has started.
import { afterAll, beforeAll } from "vitest";
import { loginAs, type Buyer } from "../api/buyer-session";
import { loginSellerAs, type SellerSession } from "../api/seller-session";
import { startApi, type TestApi } from "../api/support";
import { ADMIN_LOGIN, DEMO_LOGIN, OTHER_LOGIN } from "./test-db";

export type ApiSuiteOptions = {
  /** Options of `startApi` (limits, proxy key, logger …). */
  api?: Parameters<typeof startApi>[0];
  /** Runs after the API is built and before anyone logs in: a file may add routes of its own. */
  prepare?: (api: TestApi) => void | Promise<void>;
  /** Log in the two demo buyers (default true). */
  buyers?: boolean;
  /** Log in the demo seller (default false). */
  seller?: boolean;
};

export type ApiSuite = { api: TestApi; demo: Buyer; other: Buyer; seller: SellerSession };

function lateBound<T extends object>(name: string, read: () => T | undefined): T {
  const target = (): T => {
    const value = read();
    if (!value) throw new Error(`useApiSuite: ${name} is used before the suite started (or was not asked for)`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_stub, key) => {
      const real = target();
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
    },
    has: (_stub, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_stub, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export function useApiSuite(options: ApiSuiteOptions = {}): ApiSuite {
  const state: Partial<ApiSuite> = {};
  beforeAll(async () => {
    state.api = await startApi(options.api);
    await options.prepare?.(state.api);
    const api = state.api;
    const [demo, other, seller] = await Promise.all([
      options.buyers === false ? undefined : loginAs(api, DEMO_LOGIN),
      options.buyers === false ? undefined : loginAs(api, OTHER_LOGIN),
      options.seller ? loginSellerAs(api, ADMIN_LOGIN) : undefined,
    ]);
    Object.assign(state, { demo, other, seller });
  });
  afterAll(() => state.api?.close());
  return {
    api: lateBound("api", () => state.api),
    demo: lateBound("demo", () => state.demo),
    other: lateBound("other", () => state.other),
    seller: lateBound("seller", () => state.seller),
  };
}
