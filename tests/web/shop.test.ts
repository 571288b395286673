// The web server on the real Remix build in front of the real API (a fresh seeded database): what
// only the two halves together show.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupiah } from "~/utils/format";
import { PUBLIC_PAGE_FRESH_SECONDS } from "~/utils/public-pages";
import { products } from "../../server/db/schema";
import { createLogger } from "../../server/http/logger";
import { createWebServer } from "../../server/web/app";
import {
  cacheDropsUrl,
  followCacheDrops,
  webCacheDropper,
  type CacheDropsFollower,
} from "../../server/web/cache-drops";
import { remixHandlers } from "../../server/web/remix-handlers";
import { startApi, type TestApi } from "../api/support";
import { commitSession, getSession, sessionKeys } from "~/utils/session.server";
import { ADMIN_LOGIN, DEMO_LOGIN } from "../helpers/test-db";
import { formRequest, loginAs } from "../api/buyer-session";
import { loginSellerAs } from "../api/seller-session";
import { setTestEnv } from "../bff/helpers";
import { silentLog } from "./support";

const API_CACHE_MS = 1_000;
const root = path.resolve(import.meta.dirname, "..", "..");

const apiLines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean)) apiLines.push(JSON.parse(line));
    done();
  },
});

/** The build the e2e journeys use; made again when a file under app/ is newer. */
function freshBuild(): string {
  const file = path.join(root, "build", "index.js");
  const newest = (dir: string): number =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
        entry.isDirectory() ? newest(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).mtimeMs,
      ),
    );
  let builtAt = 0;
  try {
    builtAt = statSync(file).mtimeMs;
  } catch {
    // not built yet
  }
  if (builtAt < newest(path.join(root, "app"))) {
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
      cwd: root,
      stdio: "ignore",
    });
    if (build.status !== 0) throw new Error("remix build failed");
  }
  return file;
}

let api: TestApi;
let web: ReturnType<typeof createWebServer>;
let base: string;
let productId: number;
let follower: CacheDropsFollower;
let drops = 0;

beforeAll(async () => {
  api = await startApi({ catalogueCacheMs: API_CACHE_MS, logger: createLogger({ level: "info", stream: sink }) });
  const apiAddress = await api.app.listen({ port: 0, host: "127.0.0.1" });
  setTestEnv({ API_BASE_URL: `${apiAddress}/api`, LOG_LEVEL: "silent" });
  const build = (await import(pathToFileURL(freshBuild()).href)) as ServerBuild;
  web = createWebServer({
    remix: remixHandlers(build, "production"),
    pageCacheBytes: 16 * 1024 * 1024,
    logger: silentLog,
  });
  // As server/web/index.ts does: the API's catalogue drops empty this process's caches.
  const dropWebCaches = webCacheDropper(build, web.pageCache);
  follower = followCacheDrops({
    url: cacheDropsUrl(`${apiAddress}/api`),
    log: silentLog,
    onDrop: () => {
      drops += 1;
      dropWebCaches();
    },
  });
  await new Promise<void>((resolve) => web.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  const [row] = await api.handle.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, "enabled"))
    .limit(1);
  productId = row.id;
}, 120_000);

afterAll(async () => {
  follower?.stop();
  web?.server.closeAllConnections();
  await new Promise<void>((resolve) => (web ? web.server.close(() => resolve()) : resolve()));
  await api?.close();
});

describe("the shop behind its web server", () => {
  it("writes the page's request id on the API's log lines for that page", async () => {
    const res = await fetch(`${base}/produk?page=1`);
    expect(res.status).toBe(200);
    await res.text();
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = apiLines.filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => line.url)).toContain("/api/product/filter");
  });

  it("serves a visitor's catalogue page from the cache the second time, with no CSRF token or cookie", async () => {
    const url = `${base}/produk-detail?id_produk=${productId}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    expect(await first.text()).not.toMatch(/name="csrf"/);
    const second = await fetch(url);
    expect(second.headers.get("x-cache")).toBe("HIT");
  });

  it("never caches a page for a request with a session cookie", async () => {
    const url = `${base}/produk?page=2`;
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(url, { headers: { cookie: "__session=not-a-real-session" } });
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      await res.text();
    }
  });

  it("shows a product's new price on /produk-detail within the caches' seconds", async () => {
    const url = `${base}/produk-detail?id_produk=${productId}`;
    await (await fetch(url)).text();
    const price = 9_876_543;
    await api.handle.db.update(products).set({ price }).where(eq(products.id, productId));
    // Neither cache is told: the API's keeps the old read for API_CACHE_MS, the page cache the old
    // page for its fresh seconds, then one request re-renders it.
    await expect
      .poll(async () => (await fetch(url)).text(), {
        timeout: API_CACHE_MS + PUBLIC_PAGE_FRESH_SECONDS * 1000 + 3_000,
        interval: 250,
      })
      .toContain(formatRupiah(price));
  }, 20_000);

  it("shows a price the seller changed on the home page within a second, though the web keeps the home's products for 30 s", async () => {
    await expect.poll(() => drops, { timeout: 5_000 }).toBeGreaterThan(0);
    const home = await (await fetch(`${base}/`)).text();
    const shown = Number(/id_produk=(\d+)/.exec(home)?.[1]);
    expect(shown).toBeGreaterThan(0);
    // Kept: the page cache's copy and, behind it, the web's shared read of the home's products.
    expect((await fetch(`${base}/`)).headers.get("x-cache")).toBe("HIT");
    const [row] = await api.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, shown));
    const price = 8_765_432;
    const seller = await loginSellerAs(api, ADMIN_LOGIN);
    const changed = await api.app.inject(
      formRequest(seller, "PUT", `/api/admin/product/${shown}`, { price, stock: row.stock, status: "active" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await fetch(`${base}/`)).text(), { timeout: 1_000, interval: 50 })
      .toContain(formatRupiah(price));
  });

  it("asks the API for a logged-in buyer's cart once per page, though the navbar and the page both show it", async () => {
    const buyer = await loginAs(api, DEMO_LOGIN);
    const session = await getSession(new Request(base));
    session.set(sessionKeys.token, buyer.headers.authorization.replace("Bearer ", ""));
    session.set(sessionKeys.userId, buyer.id);
    const cookie = (await commitSession(session)).split(";")[0];
    for (let page = 0; page < 2; page += 1) {
      const res = await fetch(`${base}/keranjang-belanja`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Keranjang");
      // One id, once: the door's.
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const cartReads = apiLines.filter((line) => line.reqId === id && String(line.url).includes("/list-cart/"));
      expect(cartReads.filter((line) => line.msg === "request completed")).toHaveLength(1);
    }
  });
});
