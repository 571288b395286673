// What lives exactly as long as one page request: the upstream reads its loaders share. The web
// server runs Remix inside `runInRequestScope`; the loaders of that request (root, layouts, page) run
// in parallel and often ask the API the same thing (the navbar's cart and the cart page's lines).
// The store sits on globalThis because the web server and the Remix build each bundle this module.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestScope = {
  /** GET answers of this request by actor, token use and URL; any write empties it. */
  upstreamReads: Map<string, Promise<unknown>>;
};

const STORE = Symbol.for("shop.requestScope");
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<RequestScope> };
const storage = (holder[STORE] ??= new AsyncLocalStorage<RequestScope>());

export function runInRequestScope<T>(work: () => T): T {
  return storage.run({ upstreamReads: new Map() }, work);
}

/** The running request's scope; none outside the web server (tests, scripts). */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();
