// The plumbing every endpoint shares, exercised through small endpoints defined here.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { Endpoint } from "../../server/contract/endpoints";
import { envelope, errorBody, idParam } from "../../server/contract/envelope";
import { ok } from "../../server/http/envelope";
import { fieldsFromEntries } from "../../server/http/fields";
import type { UploadedFile } from "../../server/http/multipart";
import { route } from "../../server/http/route";
import { DEMO_LOGIN } from "../helpers/test-db";
import { useApiSuite } from "../helpers/api-suite";
import { expectError } from "./support";

const uploaded = z.custom<UploadedFile>(
  (value) => typeof value === "object" && value !== null && Buffer.isBuffer((value as UploadedFile).data),
);

const updateItem = {
  method: "PUT",
  path: "test/item/:id",
  summary: "test: a form update",
  encoding: "form",
  params: z.object({ id: idParam }),
  body: z.object({
    name: z.string().min(1, "Nama tidak boleh kosong"),
    qty: z.coerce.number().int().min(1),
    tags: z.array(z.string()).optional(),
  }),
  response: envelope(
    z.object({ id: z.number(), name: z.string(), qty: z.number(), tags: z.array(z.string()).optional() }),
  ),
} satisfies Endpoint;

const upload = {
  method: "PUT",
  path: "test/upload",
  summary: "test: a multipart upload",
  encoding: "multipart",
  body: z.object({ note: z.string(), image: z.array(uploaded).default([]), cover: uploaded.optional() }),
  response: envelope(
    z.object({
      note: z.string(),
      files: z.array(z.object({ fieldname: z.string(), filename: z.string(), size: z.number() })),
    }),
  ),
} satisfies Endpoint;

const secret = {
  method: "GET",
  path: "test/secret",
  summary: "test: auth",
  auth: "buyer",
  response: envelope(z.string()),
} satisfies Endpoint;

let bodyRead = false;

const { api } = useApiSuite({
  buyers: false,
  api: { trustedProxyKey: "a-key-the-bff-and-api-share" },
  // Routes of this file's own, added before the first request.
  prepare: ({ app }) => {
    route(app, updateItem, async ({ params, body }) => ok({ id: params.id, ...body }));
    route(
      app,
      upload,
      async ({ body }) => {
        bodyRead = true;
        const files = [...body.image, ...(body.cover ? [body.cover] : [])];
        return ok({
          note: body.note,
          files: files.map(({ fieldname, filename, size }) => ({ fieldname, filename, size })),
        });
      },
      { multipart: { fileSize: 1024 } },
    );
    route(app, secret, async () => ok("rahasia"));
    app.get("/api/test/boom", async () => {
      throw new Error("secret detail: password=hunter2");
    });
    app.get("/api/test/ip", async (request) => ok(request.clientIp));
    app.get("/api/test/query", async (request) => request.query);
  },
});

/** A real multipart body, encoded the way browsers and undici do it. */
async function multipart(parts: [string, string | Blob, string?][]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

describe("route(): input parsing", () => {
  it("parses params and a JSON body into typed input", async () => {
    const response = await api.app.inject({
      method: "PUT",
      url: "/api/test/item/7",
      payload: { name: "Kursi", qty: "2" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: "Berhasil", data: { id: 7, name: "Kursi", qty: 2 } });
  });

  it("accepts a form POST with _method=PUT and bracket names as arrays", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/test/item/7",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "_method=PUT&name=Meja+Rapat&qty=3&tags%5B%5D=a&tags%5B%5D=b",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: 7, name: "Meja Rapat", qty: 3, tags: ["a", "b"] });
  });

  it.each([
    ["no _method", "name=x&qty=1"],
    ["another _method", "_method=DELETE&name=x&qty=1"],
  ])("refuses a POST with %s on a PUT endpoint (405)", async (_label, payload) => {
    const error = await expectError(
      api.app,
      {
        method: "POST",
        url: "/api/test/item/7",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      },
      405,
    );
    expect(error).toEqual({ status: false, message: "Metode tidak diizinkan.", data: null });
  });

  it("reports the field errors of params and body together, in Indonesian", async () => {
    const error = await expectError(api.app, { method: "PUT", url: "/api/test/item/abc", payload: { qty: "0" } }, 400);
    expect(error.message).toBe("Data yang dikirim tidak valid.");
    expect(error.data).toEqual({ id: ["Harus berupa angka"], name: ["Wajib diisi"], qty: ["Minimal 1"] });
  });

  it("answers 400 for malformed JSON and 415 for an unknown content type", async () => {
    const malformed = await expectError(
      api.app,
      { method: "PUT", url: "/api/test/item/1", headers: { "content-type": "application/json" }, payload: "{name:" },
      400,
    );
    expect(malformed.message).toBe("Format data tidak valid.");
    const unsupported = await expectError(
      api.app,
      { method: "PUT", url: "/api/test/item/1", headers: { "content-type": "text/csv" }, payload: "a,b" },
      415,
    );
    expect(unsupported.message).toBe("Format data tidak didukung.");
  });
});

describe("route(): multipart", () => {
  it("reads fields and files, repeated image[] as a list, and skips an empty file input", async () => {
    const request = await multipart([
      ["_method", "PUT"],
      ["note", "dua foto"],
      ["image[]", new Blob([Buffer.alloc(10)], { type: "image/png" }), "a.png"],
      ["image[]", new Blob([Buffer.alloc(20)], { type: "image/png" }), "b.png"],
      ["cover", new Blob([], { type: "application/octet-stream" }), ""],
    ]);
    const response = await api.app.inject({ method: "POST", url: "/api/test/upload", ...request });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      note: "dua foto",
      files: [
        { fieldname: "image[]", filename: "a.png", size: 10 },
        { fieldname: "image[]", filename: "b.png", size: 20 },
      ],
    });
  });

  it("answers 413 with a field error for a file over the route's limit", async () => {
    bodyRead = false;
    const request = await multipart([
      ["note", "besar"],
      ["image[]", new Blob([Buffer.alloc(4096)], { type: "image/png" }), "big.png"],
    ]);
    const error = await expectError(api.app, { method: "PUT", url: "/api/test/upload", ...request }, 413);
    expect(error.message).toBe("Ukuran file terlalu besar.");
    expect(error.data).toEqual({ image: ["Ukuran file maksimal 1 KB"] });
    expect(bodyRead).toBe(false);
  });

  it("answers 413 rather than pass on a text field that busboy had to cut", async () => {
    const request = await multipart([["note", "x".repeat(65 * 1024)]]);
    const error = await expectError(api.app, { method: "PUT", url: "/api/test/upload", ...request }, 413);
    expect(error.data).toEqual({ note: ["Ukuran data terlalu besar."] });
  });
});

describe("route(): auth", () => {
  it("runs the authenticate guard of an auth endpoint", async () => {
    const denied = await expectError(api.app, "/api/test/secret", 401);
    expect(denied).toEqual({ status: false, message: "Unauthenticated.", data: null });
    const signIn = await api.app.inject({
      method: "POST",
      url: "/api/customer/login",
      payload: { email: DEMO_LOGIN.username, password: DEMO_LOGIN.password },
    });
    const allowed = await api.app.inject({
      url: "/api/test/secret",
      headers: { authorization: `Bearer ${signIn.json().data.token}` },
    });
    expect(allowed.json().data).toBe("rahasia");
  });

  it("refuses to register an auth endpoint when no guard exists", async () => {
    // buildApp always has the auth module's guard: a bare Fastify instance has none.
    const bare = Fastify();
    try {
      expect(() => route(bare, secret, async () => ok("x"))).toThrow(/needs auth/);
    } finally {
      await bare.close();
    }
  });
});

describe("errors and unknown routes", () => {
  it("answers an unexpected failure with a generic 500 that leaks nothing", async () => {
    const response = await api.app.inject("/api/test/boom");
    expect(response.statusCode).toBe(500);
    expect(errorBody.parse(response.json())).toEqual({
      status: false,
      message: "Terjadi kesalahan pada server. Silahkan coba lagi nanti.",
      data: null,
    });
    expect(response.body).not.toContain("hunter2");
  });

  it.each(["GET", "POST", "DELETE"] as const)("answers %s /api/xyz with the 404 envelope", async (method) => {
    const error = await expectError(api.app, { method, url: "/api/xyz" }, 404);
    expect(error).toEqual({ status: false, message: "Endpoint tidak ditemukan.", data: null });
  });
});

describe("request id", () => {
  it("echoes the caller's X-Request-Id", async () => {
    const response = await api.app.inject({ url: "/api/health", headers: { "x-request-id": "bff-123_abc" } });
    expect(response.headers["x-request-id"]).toBe("bff-123_abc");
  });

  it("keeps only safe characters and at most 64 of them", async () => {
    const dirty = await api.app.inject({ url: "/api/xyz", headers: { "x-request-id": "a b<script>\n-1" } });
    expect(dirty.headers["x-request-id"]).toBe("abscript-1");
    const long = await api.app.inject({ url: "/api/health", headers: { "x-request-id": "x".repeat(100) } });
    expect(long.headers["x-request-id"]).toBe("x".repeat(64));
  });

  it("makes one up when none (or nothing usable) is sent", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await api.app.inject("/api/health");
    expect(none.headers["x-request-id"]).toMatch(uuid);
    const unusable = await api.app.inject({ url: "/api/health", headers: { "x-request-id": "<<>>" } });
    expect(unusable.headers["x-request-id"]).toMatch(uuid);
  });
});

describe("client IP from the BFF", () => {
  const ip = (headers: Record<string, string>) =>
    api.app.inject({ url: "/api/test/ip", headers }).then((r) => r.json().data);

  it("believes X-Client-IP only with the shared key", async () => {
    expect(await ip({ "x-client-ip": "203.0.113.9", "x-bff-key": "a-key-the-bff-and-api-share" })).toBe("203.0.113.9");
    expect(await ip({ "x-client-ip": "203.0.113.9", "x-bff-key": "a-wrong-key-of-some-length" })).toBe("127.0.0.1");
    expect(await ip({ "x-client-ip": "203.0.113.9" })).toBe("127.0.0.1");
    expect(await ip({ "x-client-ip": "not-an-ip", "x-bff-key": "a-key-the-bff-and-api-share" })).toBe("127.0.0.1");
  });
});

describe("fieldsFromEntries", () => {
  it("nests bracket names the way the spec's payloads use them", () => {
    expect(
      fieldsFromEntries([
        ["cart_id[]", "1"],
        ["cart_id[]", "2"],
        ["files[0][name]", "BAST"],
        ["files[0][file]", "f0"],
        ["files[1][name]", "Foto"],
        ["plain", "a"],
        ["plain", "b"],
      ]),
    ).toEqual({ cart_id: ["1", "2"], files: [{ name: "BAST", file: "f0" }, { name: "Foto" }], plain: ["a", "b"] });
  });

  it("cannot pollute prototypes or allocate huge arrays", () => {
    const fields = fieldsFromEntries([
      ["__proto__[polluted]", "yes"],
      ["a[constructor][prototype][x]", "1"],
      ["big[99999999]", "1"],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(fields, "__proto__")).toBe(false);
    expect(Array.isArray(fields.big)).toBe(false);
  });
});

describe("query strings", () => {
  it("read bracket names like form bodies", async () => {
    const response = await api.app.inject("/api/test/query?kategori[]=1&kategori[]=2&page=3");
    expect(response.json()).toEqual({ kategori: ["1", "2"], page: "3" });
  });
});
