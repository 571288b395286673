import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/_shop.verifikasi-dokumen.$code";
import { setTestEnv, useMockUpstream } from "./helpers";

// The public check of an order paper (issue #24): no session needed, the API's answer passed on
// (valid or superseded), an unknown code a 404, a malformed one refused without asking the API.

const base = "http://api.check.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const paper = {
  code: "AbCdEfGhIjKl",
  status: "superseded",
  issuer: "PT Toko Pengadaan Nusantara",
  title: "BERITA ACARA SERAH TERIMA BARANG",
  number: "INV/20261124/0007/BAST-2",
  invoice: "INV/20261124/0007",
  paper_date: "2026-11-27",
  total: null,
  partial_id: 2,
  fingerprint: "3F2A-91C0-4B5E-6D7F",
  issued_at: "2026-11-27T02:00:00.000Z",
};

const get = (code: string) =>
  loader({ request: new Request(`http://web.test/verifikasi-dokumen/${code}`), params: { code }, context: {} });

/** The loader's answer as the page reads it (a plain object, or `data()` with its status). */
async function answer(code: string) {
  const result = (await get(code)) as unknown;
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data as { found: boolean; paper?: typeof paper } };
  }
  return { status: 200, body: result as { found: boolean; paper?: typeof paper } };
}

describe("GET /verifikasi-dokumen/:code", () => {
  it("passes the API's answer on without a session, a superseded paper included", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${base}/document-check/AbCdEfGhIjKl`, ({ request }) => {
        asked.push(request.headers.get("Authorization") ?? "none");
        return HttpResponse.json({ status: true, message: "", data: paper });
      }),
    );
    const { status, body } = await answer("AbCdEfGhIjKl");
    expect(status).toBe(200);
    expect(body).toEqual({ found: true, paper });
    expect(asked).toEqual(["none"]);
  });

  it("answers 404 for a code the API does not know, and for a malformed one without asking", async () => {
    let calls = 0;
    server.use(
      http.get(`${base}/document-check/:code`, () => {
        calls += 1;
        return HttpResponse.json({ status: false, message: "Data tidak ditemukan", data: null }, { status: 404 });
      }),
    );
    expect(await answer("Zz9Zz9Zz9Zz9")).toEqual({ status: 404, body: { found: false } });
    expect(calls).toBe(1);
    expect(await answer("x'; drop")).toEqual({ status: 404, body: { found: false } });
    expect(calls).toBe(1);
  });
});
