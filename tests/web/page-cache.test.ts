import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { html, PUBLIC, rawGet, startWeb, type TestWeb } from "./support";

let shop: TestWeb | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

const renders = (web: TestWeb) => web.seen.length;

describe("the anonymous page cache", () => {
  it("serves a visitor's public page from the cache on the second request", async () => {
    shop = await startWeb(() => html("katalog", { "Cache-Control": PUBLIC }));
    const first = await fetch(`${shop.base}/produk?page=1`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toContain("katalog");
    const second = await fetch(`${shop.base}/produk?page=1`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toContain("katalog");
    expect(renders(shop)).toBe(1);
    expect(shop.web.pageCache?.stats.hits).toBe(1);
    // Each answer has its own request id, not the rendering's.
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("never serves or stores a page for a request with a session", async () => {
    shop = await startWeb(() => html("katalog", { "Cache-Control": PUBLIC }));
    await fetch(`${shop.base}/`);
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${shop.base}/`, { headers: { cookie: "csrf=a; __session=abc" } });
      expect(res.headers.get("x-cache")).toBeNull();
      await res.text();
    }
    expect(renders(shop)).toBe(3);
    expect(
      shop.seen.slice(1).every((seen) => seen.via === "express" && seen.headers.get("cookie")?.includes("__session")),
    ).toBe(true);
  });

  it("renders the page for a visitor with a pending flash message, whose page is theirs alone", async () => {
    shop = await startWeb(() => html("katalog", { "Cache-Control": PUBLIC }));
    await (await fetch(`${shop.base}/produk-detail?id_produk=1`)).text();
    const res = await fetch(`${shop.base}/produk-detail?id_produk=1`, { headers: { cookie: "__flash=abc" } });
    expect(res.headers.get("x-cache")).toBeNull();
    await res.text();
    expect(renders(shop)).toBe(2);
  });

  it("never keeps a page that sets a cookie, is not a 200 or is not marked public", async () => {
    shop = await startWeb(({ url }) => {
      if (url.startsWith("/faq")) return html("faq", { "Cache-Control": PUBLIC, "Set-Cookie": "csrf=x; Path=/" });
      if (url.startsWith("/produk-detail")) return html("404", { "Cache-Control": PUBLIC }, 404);
      return html("tentang", { "Cache-Control": "private, no-cache" });
    });
    for (const url of ["/faq", "/produk-detail?id_produk=999999", "/tentang-kami"]) {
      const answers = [await fetch(shop.base + url), await fetch(shop.base + url)];
      for (const res of answers) {
        expect(res.headers.get("x-cache")).not.toBe("HIT");
        await res.text();
      }
    }
    expect(renders(shop)).toBe(6);
    expect(shop.seen.filter((seen) => seen.url === "/faq")).toHaveLength(2);
  });

  it("renders a cold URL once for 100 concurrent requests", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    shop = await startWeb(async () => {
      await gate;
      return html("beranda", { "Cache-Control": PUBLIC });
    });
    const requests = Array.from({ length: 100 }, () =>
      fetch(`${shop!.base}/`).then(async (res) => [res.status, await res.text()]),
    );
    await expect.poll(() => renders(shop!)).toBe(1);
    release();
    const answers = await Promise.all(requests);
    expect(answers.every(([status, body]) => status === 200 && String(body).includes("beranda"))).toBe(true);
    expect(renders(shop)).toBe(1);
  });

  it("serves the stale copy while one request renders it again", async () => {
    let version = 1;
    shop = await startWeb(() =>
      html(`versi-${version}`, { "Cache-Control": "public, s-maxage=1, stale-while-revalidate=30" }),
    );
    await (await fetch(`${shop.base}/faq`)).text();
    version = 2;
    await expect
      .poll(async () => (await fetch(`${shop!.base}/faq`)).headers.get("x-cache"), { timeout: 3000, interval: 100 })
      .toBe("STALE");
    await expect.poll(async () => (await fetch(`${shop!.base}/faq`)).text(), { timeout: 3000 }).toContain("versi-2");
    expect(renders(shop)).toBe(2);
  });

  it("keeps one copy per encoding, compressed with gzip or Brotli", async () => {
    shop = await startWeb(() => html("x".repeat(5000), { "Cache-Control": PUBLIC }));
    const br = await rawGet(`${shop.base}/`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("xxxxx");
    const gzip = await rawGet(`${shop.base}/`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["x-cache"]).toBe("HIT");
    expect(gunzipSync(gzip.body).toString()).toContain("xxxxx");
    const identity = await rawGet(`${shop.base}/`);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.length).toBe(Number(identity.headers["content-length"]));
    expect(renders(shop)).toBe(1);
  });

  it("never renders the page with the visitor's cookies", async () => {
    shop = await startWeb(() => html("katalog", { "Cache-Control": PUBLIC }));
    await (await fetch(`${shop.base}/`, { headers: { cookie: "csrf=visitor-token" } })).text();
    expect(shop.seen[0]).toMatchObject({ via: "fetch" });
    expect(shop.seen[0].headers.get("cookie")).toBeNull();
  });
});
