import { endpoints } from "@contract/endpoints";
import { delay, http, HttpResponse, passthrough } from "msw";
import { setupServer } from "msw/node";
import * as z from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, ApiValidationError, getApi } from "~/services/api-client.server";
import { logger } from "~/utils/logger.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { commitSession, getSession } from "~/utils/session.server";
import { asThrownData, setTestEnv, thrownBy, unusedPort } from "./helpers";

const port = await unusedPort();
const base = `http://127.0.0.1:${port}/api`;
setTestEnv({ API_BASE_URL: base, API_TIMEOUT_MS: "250", BFF_KEY: "bff-key-0123456789abcdef" });

const courier = { courier_name: "JNE", courier_code: "jne", status: "enabled" };
const ok = (data: unknown) => HttpResponse.json({ status: true, message: "OK", data });

const server = setupServer();
const logLines: unknown[][] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  for (const level of ["info", "warn", "error"] as const) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logLines.push(args);
    }) as never);
  }
});
afterEach(() => {
  server.resetHandlers();
  logLines.length = 0;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

async function requestWithToken(token: string, init: RequestInit = {}) {
  const session = await getSession(new Request("http://web.test/"));
  session.set("token", token);
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request("http://web.test/keranjang-belanja", { ...init, headers: { ...init.headers, Cookie: cookie } });
}

describe("getApi(request).call", () => {
  it("returns the parsed data of the envelope", async () => {
    server.use(http.get(`${base}/expedition`, () => ok([courier])));
    const couriers = await getApi(new Request("http://web.test/")).call(endpoints.listCouriers);
    expect(couriers).toEqual([courier]);
  });

  it("fills path params, encodes them, and adds the query", async () => {
    let seen = "";
    server.use(
      http.get(`${base}/customer/district/:id`, ({ request }) => {
        seen = request.url;
        return ok([]);
      }),
    );
    await getApi(new Request("http://web.test/")).call(endpoints.listDistricts, {
      params: { id: "1 2" },
      query: { a: 1, b: undefined },
    });
    expect(seen).toBe(`${base}/customer/district/1%202?a=1`);
  });

  it("sends the Bearer token, the request id, the client IP and the BFF key, and never logs the token", async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${base}/expedition`, ({ request }) => {
        headers = request.headers;
        return ok([]);
      }),
    );
    const request = await requestWithToken("tok-SECRET-123", {
      headers: { "X-Request-Id": "req-abcdef-42", "X-Shop-Client-Ip": "203.0.113.9" },
    });
    await getApi(request).call(endpoints.listCouriers);
    expect(headers?.get("authorization")).toBe("Bearer tok-SECRET-123");
    expect(headers?.get("x-request-id")).toBe("req-abcdef-42");
    expect(headers?.get("x-client-ip")).toBe("203.0.113.9");
    expect(headers?.get("x-bff-key")).toBe("bff-key-0123456789abcdef");
    expect(headers?.get("accept")).toBe("application/json");
    expect(logLines.length).toBeGreaterThan(0);
    expect(JSON.stringify(logLines)).toContain("req-abcdef-42");
    expect(JSON.stringify(logLines)).not.toContain("tok-SECRET-123");
  });

  it("sends no token when auth is false", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`${base}/setting`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await thrownBy(getApi(await requestWithToken("tok-1")).call(endpoints.getSetting, { auth: false }));
    expect(authorization).toBeNull();
  });

  it("maps a refused connection to 503", async () => {
    server.use(http.get(`${base}/expedition`, () => passthrough()));
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(503);
    expect(error.data.title).toBe("Layanan sedang bermasalah");
  });

  it("maps a network error to 503", async () => {
    server.use(http.get(`${base}/expedition`, () => HttpResponse.error()));
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(503);
  });

  it("maps an answer slower than API_TIMEOUT_MS to 504", async () => {
    server.use(
      http.get(`${base}/expedition`, async () => {
        await delay(2_000);
        return ok([]);
      }),
    );
    const started = Date.now();
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("maps an upstream 500 to 502 without passing its body on", async () => {
    server.use(
      http.get(`${base}/expedition`, () =>
        HttpResponse.json({ status: false, message: "SQLSTATE leak", data: null }, { status: 500 }),
      ),
    );
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(502);
    expect(JSON.stringify(error.data)).not.toContain("SQLSTATE");
  });

  it("maps malformed JSON to 502", async () => {
    server.use(
      http.get(
        `${base}/expedition`,
        () => new HttpResponse("{not json", { headers: { "Content-Type": "application/json" } }),
      ),
    );
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(502);
  });

  it("maps an answer that breaks the contract to 502", async () => {
    server.use(http.get(`${base}/expedition`, () => ok([{ courier_name: "JNE" }])));
    const error = asThrownData(await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers)));
    expect(error.init?.status).toBe(502);
  });

  it("clears the session and redirects to /login on 401 after sending a token", async () => {
    server.use(
      http.get(`${base}/expedition`, () =>
        HttpResponse.json({ status: false, message: "Unauthenticated.", data: null }, { status: 401 }),
      ),
    );
    const thrown = await thrownBy(getApi(await requestWithToken("expired")).call(endpoints.listCouriers));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("treats a 401 without a token (a failed login) as an ApiError with the upstream message", async () => {
    server.use(
      http.get(`${base}/expedition`, () =>
        HttpResponse.json({ status: false, message: "Password salah", data: null }, { status: 401 }),
      ),
    );
    const error = await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe("Password salah");
  });

  it("maps 404 to a 404 page", async () => {
    server.use(
      http.get(`${base}/product/:id`, () =>
        HttpResponse.json({ status: false, message: "Not found", data: null }, { status: 404 }),
      ),
    );
    const error = asThrownData(
      await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.getProduct, { params: { id: 9 } })),
    );
    expect(error.init?.status).toBe(404);
    expect(error.data.message).toBe("404");
  });

  it("turns a 422 with field errors into an ApiValidationError carrying them", async () => {
    const fieldErrors = { email: ["Email sudah terdaftar silahkan gunakan yang lain"] };
    server.use(
      http.get(`${base}/expedition`, () =>
        HttpResponse.json({ status: false, message: "Data tidak valid", data: fieldErrors }, { status: 422 }),
      ),
    );
    const error = await thrownBy(getApi(new Request("http://web.test/")).call(endpoints.listCouriers));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).fieldErrors).toEqual(fieldErrors);
    expect((error as ApiValidationError).message).toBe("Data tidak valid");
    expect((error as ApiValidationError).status).toBe(422);
  });

  it("sends a form body and a JSON body with the endpoint's method", async () => {
    const bodies: string[] = [];
    // GET cannot carry a body, so the encodings are checked on POST endpoint shapes.
    const body = z.object({ a: z.string().optional(), b: z.string().optional(), checkout_id: z.number().optional() });
    const formPost = { ...endpoints.listCouriers, method: "POST" as const, encoding: "form" as const, body };
    const jsonPost = { ...endpoints.listCouriers, method: "POST" as const, encoding: "json" as const, body };
    server.use(
      http.post(`${base}/expedition`, async ({ request }) => {
        bodies.push(`${request.headers.get("content-type")} ${await request.text()}`);
        return ok([]);
      }),
    );
    await getApi(new Request("http://web.test/")).call(formPost, { body: { a: "1", b: "x y" } });
    await getApi(new Request("http://web.test/")).call(jsonPost, { body: { checkout_id: 3 } });
    expect(bodies).toEqual([
      "application/x-www-form-urlencoded;charset=UTF-8 a=1&b=x+y",
      'application/json {"checkout_id":3}',
    ]);
  });
});

describe("one page request's loaders share their reads", () => {
  const cartUrl = `${base}/transaction/cart/list-cart/:userId`;

  it("a GET two loaders of one request make reaches the API once; a write in between reads afresh", async () => {
    let reads = 0;
    server.use(
      http.get(cartUrl, () => {
        reads += 1;
        return ok([]);
      }),
      http.delete(`${base}/transaction/cart/delete-cart/:cartId`, () => ok({ id: 3 })),
    );
    // Each loader gets its own copy of the request, as Remix hands them out.
    const loader = async () =>
      getApi(await requestWithToken("tok")).call(endpoints.listCart, { params: { userId: 1 } });
    await runInRequestScope(async () => {
      await Promise.all([loader(), loader()]);
      expect(reads).toBe(1);
      await getApi(await requestWithToken("tok")).call(endpoints.deleteCartLine, { params: { cartId: 3 } });
      await loader();
      expect(reads).toBe(2);
    });
    // Another request (or none: scripts, tests) asks the API itself.
    await runInRequestScope(loader);
    await loader();
    expect(reads).toBe(4);
  });
});
