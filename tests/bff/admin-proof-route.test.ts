import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/admin_.bukti-pembayaran.$id";
import { commitAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// A payment proof reaches the seller only: through the console's route with the `__admin` token,
// never cached by a shared cache; a buyer's cookie or none gets the seller login, not the bytes.

const base = "http://api.proof.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

async function sellerCookie() {
  const session = await getAdminSession(new Request("http://web.test/admin/login"));
  session.set("token", "seller-token");
  session.set("sellerId", 3);
  return (await commitAdminSession(session)).split(";")[0];
}

const get = (cookie?: string) =>
  loader({
    request: new Request("http://web.test/admin/bukti-pembayaran/31", { headers: cookie ? { Cookie: cookie } : {} }),
    params: { id: "31" },
    context: {},
  });

describe("GET /admin/bukti-pembayaran/:id", () => {
  it("streams the proof with the seller's token, its type, and no shared caching", async () => {
    const tokens: string[] = [];
    server.use(
      http.get(`${base}/admin/payment-proof/31`, ({ request }) => {
        tokens.push(request.headers.get("Authorization") ?? "");
        return new HttpResponse(png, {
          headers: { "Content-Type": "image/png", "Content-Length": String(png.length) },
        });
      }),
    );
    const response = await get(await sellerCookie());
    expect(tokens).toEqual(["Bearer seller-token"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it("sends a buyer's cookie (or none) to the seller login without asking the API", async () => {
    const { headers } = await buyerFormHeaders("http://web.test/profil/beranda");
    for (const cookie of [headers.Cookie, undefined]) {
      const thrown = await thrownBy(get(cookie));
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
    }
  });
});
