import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/admin_.komplain.media.$id";
import { commitAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// A buyer's complaint evidence reaches the seller through the console's route only: the `__admin`
// token, never a shared cache, and a video's Range passed on so it seeks; a buyer's cookie (or none)
// gets the seller login, not the bytes.

const base = "http://api.complaint-media.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const video = new Uint8Array(Array.from({ length: 32 }, (_, index) => index));

async function sellerCookie() {
  const session = await getAdminSession(new Request("http://web.test/admin/login"));
  session.set("token", "seller-token");
  session.set("sellerId", 3);
  return (await commitAdminSession(session)).split(";")[0];
}

const get = (headers: Record<string, string>, id = "44") =>
  loader({
    request: new Request(`http://web.test/admin/komplain/media/${id}`, { headers }),
    params: { id },
    context: {},
  });

describe("GET /admin/komplain/media/:id", () => {
  it("streams a proof video's requested range with the seller's token and no shared caching", async () => {
    const seen: { token: string | null; range: string | null }[] = [];
    server.use(
      http.get(`${base}/admin/complaint/media/44`, ({ request }) => {
        seen.push({ token: request.headers.get("Authorization"), range: request.headers.get("Range") });
        return new HttpResponse(video.subarray(0, 10), {
          status: 206,
          headers: {
            "Content-Type": "video/mp4",
            "Content-Range": `bytes 0-9/${video.length}`,
            "Content-Length": "10",
            "Accept-Ranges": "bytes",
          },
        });
      }),
    );
    const response = await get({ Cookie: await sellerCookie(), Range: "bytes=0-9" });
    expect(seen).toEqual([{ token: "Bearer seller-token", range: "bytes=0-9" }]);
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Type")).toBe("video/mp4");
    expect(response.headers.get("Content-Range")).toBe(`bytes 0-9/${video.length}`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video.subarray(0, 10));
  });

  it("sends a buyer's cookie (or none) to the seller login without asking the API, and a bad id is a 404", async () => {
    const { headers } = await buyerFormHeaders("http://web.test/profil/beranda");
    for (const cookie of [headers.Cookie, undefined]) {
      const thrown = await thrownBy(get(cookie ? { Cookie: cookie } : {}));
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    const bad = await get({ Cookie: await sellerCookie() }, "abc");
    expect(bad.status).toBe(404);
  });
});
