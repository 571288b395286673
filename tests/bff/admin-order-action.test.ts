import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/admin.pesanan.$id/route";
import { commitAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { issueCsrfToken } from "~/utils/csrf.server";
import { runLogged, setTestEnv, useMockUpstream } from "./helpers";

// One action of the seller's order page through the form loop: the seller's token goes upstream,
// the submission is logged once, a refused move (409) stays on the page with the API's message, and
// bad input answers beside the field without calling the API.

const base = "http://api.admin-order.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

async function post(fields: Record<string, string>) {
  const url = "http://web.test/admin/pesanan/12";
  const session = await getAdminSession(new Request(url));
  session.set("token", "seller-token");
  session.set("sellerId", 3);
  session.set("name", "Penjual Demo");
  const adminCookie = (await commitAdminSession(session)).split(";")[0];
  const { token, setCookie } = await issueCsrfToken(new Request(url));
  const request = new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${adminCookie}; ${(setCookie ?? "").split(";")[0]}`,
      Origin: "http://web.test",
    },
    body: new URLSearchParams({ ...fields, csrf: token }),
  });
  return runLogged(action, request, { id: "12" });
}

describe("the seller's confirm action", () => {
  it("confirms with the seller's token, logs once and goes back to the order with a flash", async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${base}/admin/order/12/confirm`, ({ request }) => {
        seen.push(request.headers.get("Authorization") ?? "");
        return HttpResponse.json({ status: true, message: "", data: { id: 12, status: "confirmed" } });
      }),
    );
    const { response, lines } = await post({ intent: "confirm" });
    expect(seen).toEqual(["Bearer seller-token"]);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/admin/pesanan/12");
    expect((response as Response).headers.get("Set-Cookie")).toMatch(/^__flash=/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      route: "/admin/pesanan/$id",
      intent: "confirm",
      actor: "seller",
      userId: 3,
      outcome: "ok",
    });
  });

  it("keeps a refused move (409) on the page with the API's message", async () => {
    server.use(
      http.post(`${base}/admin/order/12/confirm`, () =>
        HttpResponse.json(
          { status: false, message: "Pesanan tidak dapat dikonfirmasi pada status ini", data: null },
          { status: 409 },
        ),
      ),
    );
    const { response, lines } = await post({ intent: "confirm" });
    const reply = response as { data: { alert: string }; init: { status: number } };
    expect(reply.init.status).toBe(409);
    expect(reply.data.alert).toBe("Pesanan tidak dapat dikonfirmasi pada status ini");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: "upstream_error", upstreamStatus: 409 });
  });
});

describe("the seller's dispatch action", () => {
  it("answers a missing air waybill beside the field, keeps what was typed and calls no API", async () => {
    const { response, lines } = await post({
      intent: "dispatch",
      partial_id: "2",
      courier: "JNE",
      no_airwaybill: "",
      date_delivery: "2026-01-05",
    });
    const reply = response as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error.no_airwaybill).toEqual(["Nomor resi wajib diisi"]);
    expect(reply.data.result.initialValue).toMatchObject({ courier: "JNE", partial_id: "2" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: "invalid", failingFields: ["no_airwaybill"] });
  });
});
