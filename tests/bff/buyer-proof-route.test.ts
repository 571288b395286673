import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/profil.bukti-pembayaran.$id";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// The transfer-proof link of /profil/respon: the buyer's own proof streams through the BFF with the
// buyer's token and is never kept by a shared cache; another buyer's (the API's 404) stays a 404,
// and a visitor goes to the login without the API being asked.

const base = "http://api.buyer-proof.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

const get = async (id: string, signedIn = true) => {
  const url = `http://web.test/profil/bukti-pembayaran/${id}`;
  const headers: Record<string, string> = signedIn ? { Cookie: (await buyerFormHeaders(url)).headers.Cookie } : {};
  return loader({ request: new Request(url, { headers }), params: { id }, context: {} });
};

describe("GET /profil/bukti-pembayaran/:id", () => {
  it("streams the buyer's own proof with the buyer's token, privately", async () => {
    const tokens: string[] = [];
    server.use(
      http.get(`${base}/transaction/payment/proof/31`, ({ request }) => {
        tokens.push(request.headers.get("Authorization") ?? "");
        return new HttpResponse(png, {
          headers: { "Content-Type": "image/png", "Content-Length": String(png.length) },
        });
      }),
    );
    const response = await get("31");
    expect(tokens).toEqual(["Bearer buyer-token"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it("answers another buyer's proof (the API's 404) and a malformed id with a 404", async () => {
    server.use(
      http.get(`${base}/transaction/payment/proof/32`, () =>
        HttpResponse.json({ status: false, message: "Not Found", data: null }, { status: 404 }),
      ),
    );
    expect((await get("32")).status).toBe(404);
    expect((await get("abc")).status).toBe(404);
  });

  it("sends a visitor to the login without asking the API", async () => {
    const thrown = await thrownBy(get("31", false));
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login/);
  });
});
