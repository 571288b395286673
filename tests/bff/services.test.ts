import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { listCouriers } from "~/services/expedition.server";
import { getSetting } from "~/services/setting.server";
import { commitSession, getSession } from "~/utils/session.server";
import { setTestEnv, useMockUpstream } from "./helpers";

const base = "http://api.services.test/api";
setTestEnv({ API_BASE_URL: base });

const server = useMockUpstream();

const setting = {
  phone: "0812",
  email: "a@b.go.id",
  address: "Jl. Merdeka 1",
  province: "Bali",
  district: "Denpasar",
  lat: -8.65,
  long: 115.21,
  facebook: null,
  twitter: null,
  instagram: null,
  linkedin: null,
  faq: [],
  tac: "<p>S&K</p>",
  pp: "<p>PP</p>",
  about: "<p>Tentang</p>",
  tac_price_nego: "<p>Nego</p>",
};

async function loggedInRequest() {
  const session = await getSession(new Request("http://web.test/"));
  session.set("token", "user-token-1");
  return new Request("http://web.test/", { headers: { Cookie: (await commitSession(session)).split(";")[0] } });
}

describe("services", () => {
  it("getSetting is shared: one upstream call for many visitors, never with a user's token", async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(`${base}/setting`, ({ request }) => {
        authorizations.push(request.headers.get("authorization"));
        return HttpResponse.json({ status: true, message: "OK", data: setting });
      }),
    );
    const [a, b] = await Promise.all([
      getSetting(await loggedInRequest()),
      getSetting(new Request("http://web.test/")),
    ]);
    expect(a).toEqual(setting);
    expect(b).toEqual(setting);
    expect(await getSetting(new Request("http://web.test/"))).toEqual(setting);
    expect(authorizations).toEqual([null]);
  });

  it("listCouriers keeps the enabled couriers only", async () => {
    server.use(
      http.get(`${base}/expedition`, () =>
        HttpResponse.json({
          status: true,
          message: "OK",
          data: [
            { courier_name: "JNE", courier_code: "jne", status: "enabled" },
            { courier_name: "POS", courier_code: "pos", status: "disabled" },
          ],
        }),
      ),
    );
    expect((await listCouriers(new Request("http://web.test/"))).map((c) => c.courier_code)).toEqual(["jne"]);
  });
});
