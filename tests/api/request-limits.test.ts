// What one request may carry (issue 23 item 1): a body of many repeated fields is refused before it is
// read into an object, in well under a second, instead of holding the API for everyone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type Endpoint } from "../../server/contract/endpoints";
import { DEMO_LOGIN } from "../helpers/test-db";
import { loginAs, type Buyer } from "./buyer-session";
import { startApi, type TestApi } from "./support";

let api: TestApi;
let buyer: Buyer;
beforeAll(async () => {
  api = await startApi();
  buyer = await loginAs(api, DEMO_LOGIN);
});
afterAll(() => api?.close());

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

describe("request limits", () => {
  it("refuses 100,000 repeated urlencoded fields with a 413 envelope in well under a second", async () => {
    const { result, ms } = await timed(() =>
      api.app.inject({
        method: "POST",
        url: "/api/customer/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "a=&".repeat(100_000),
      }),
    );
    expect(result.statusCode).toBe(413);
    expect(result.json()).toMatchObject({ status: false, message: "Jumlah data yang dikirim terlalu banyak." });
    expect(ms).toBeLessThan(1000);
  });

  it("refuses an over-long field name or value, and takes a form within the limits", async () => {
    const login = (payload: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/customer/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    expect((await login(`${"n".repeat(2_000)}=1&email=a`)).statusCode).toBe(413);
    expect((await login(`email=${"v".repeat(300_000)}`)).statusCode).toBe(413);
    const fine = await login(
      new URLSearchParams({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }).toString(),
    );
    expect(fine.statusCode).toBe(200);
  });

  it("reads a query of thousands of repeats in well under a second, without a 5xx", async () => {
    const { result, ms } = await timed(() =>
      api.app.inject({ method: "GET", url: `/api/product?${"a=&".repeat(20_000)}` }),
    );
    expect(result.statusCode).toBeLessThan(500);
    expect(ms).toBeLessThan(1000);
  });

  const emptyParts = (boundary: string, bytes: number) => {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
    return part.repeat(Math.ceil(bytes / part.length)) + `--${boundary}--\r\n`;
  };

  it("refuses a 10 MB multipart of empty parts to a form without files before reading it", async () => {
    const boundary = "----limits0123";
    const payload = emptyParts(boundary, 10 * 1024 * 1024);
    const { result, ms } = await timed(() =>
      api.app.inject({
        method: "POST",
        url: "/api/transaction/store-spk",
        headers: { ...buyer.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      }),
    );
    expect(result.statusCode).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  it("reads past the parts of a multipart photo upload in linear time, answering 413", async () => {
    const boundary = "----limits0123";
    const send = (bytes: number) =>
      timed(() =>
        api.app.inject({
          method: "PUT",
          url: `/api/customer/data-customer/update/${buyer.id}`,
          headers: { ...buyer.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: emptyParts(boundary, bytes),
        }),
      );
    const small = await send(1024 * 1024);
    const large = await send(10 * 1024 * 1024);
    expect(large.result.json()).toMatchObject({ message: "Jumlah data yang dikirim terlalu banyak." });
    expect(large.result.statusCode).toBe(413);
    // busboy reads past the parts over its limit to the body's end (a photo may be 10 MB): ten times
    // the bytes may cost about ten times the time, not the hundred times a quadratic reader took.
    expect(large.ms).toBeLessThan(Math.max(30 * small.ms, 1000));
  });

  it("answers JSON nested 5,000 levels with a 400 on every JSON endpoint, never a stack overflow", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const jsonEndpoints = Object.values(endpoints as Record<string, Endpoint>).filter(
      (endpoint) => endpoint.method !== "GET" && endpoint.encoding !== "multipart",
    );
    expect(jsonEndpoints.length).toBeGreaterThan(20);
    for (const endpoint of [...jsonEndpoints, { method: "POST", path: "payment/doku/notify" } as Endpoint]) {
      const url = `/api/${endpoint.path.replace(/:(\w+)/g, (_, name: string) => (/user|customer/i.test(name) ? String(buyer.id) : "1"))}`;
      for (const payload of [deep, `{"name":${deep}}`]) {
        const response = await api.app.inject({
          method: endpoint.method,
          url,
          headers: { ...buyer.headers, "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode, `${endpoint.method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        // A seller's endpoint refuses the buyer's token before it reads a body.
        if (response.statusCode !== 401 && response.statusCode !== 403)
          expect(response.statusCode, `${endpoint.method} ${url}`).toBe(400);
      }
    }
  });
});
