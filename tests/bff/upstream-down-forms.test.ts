import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/_shop.checkout";
import { action as chatAction } from "~/routes/profil.chat";
import { issueCsrfToken } from "~/utils/csrf.server";
import type { FormReply } from "~/utils/form.server";
import { commitSession, getSession, sessionKeys } from "~/utils/session.server";
import { asThrownData, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// When the API does not answer: a purchase request that timed out is looked up by its idempotency
// key before the buyer is told anything, and other forms keep what was typed.

const base = "http://api.down.test/api";
setTestEnv({ API_BASE_URL: base, API_TIMEOUT_MS: "150" });
const server = useMockUpstream();

const KEY = "key-0123456789";

async function post(url: string, fields: Record<string, string>) {
  const session = await getSession(new Request(url));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  session.set(sessionKeys.checkoutId, 41);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const { token, setCookie } = await issueCsrfToken(new Request(url));
  const body = new URLSearchParams({ ...fields, csrf: token });
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${sessionCookie}; ${(setCookie ?? "").split(";")[0]}`,
      Origin: "http://web.test",
    },
    body,
  });
}

const purchase = () =>
  post("http://web.test/checkout", {
    intent: "submit",
    checkout_id: "41",
    idempotency_key: KEY,
    total_ppn: "1100",
    partial: "9:1",
  });

const slowCreate = () =>
  http.post(`${base}/transaction/create`, async () => {
    await delay(1_000);
    return HttpResponse.json({ status: true, message: "ok", data: { id: 55 } });
  });

describe("purchase request after a timeout", () => {
  it("finds the order the timed-out request made and goes on to the confirmation", async () => {
    const asked: string[] = [];
    server.use(
      slowCreate(),
      http.get(`${base}/transaction/by-key/:key`, ({ params }) => {
        asked.push(String(params.key));
        return HttpResponse.json({ status: true, message: "ok", data: { id: 55 } });
      }),
    );
    const response = (await checkoutAction({ request: await purchase(), params: {}, context: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/confirmation-order");
    expect(asked).toEqual([KEY]);
    const session = await getSession(
      new Request("http://web.test/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }),
    );
    expect(session.get(sessionKeys.transactionId)).toBe(55);
  });

  it("says the order may have been made, and where to check, when the look-up fails too", async () => {
    server.use(
      slowCreate(),
      http.get(`${base}/transaction/by-key/:key`, async () => {
        await delay(1_000);
        return HttpResponse.json({ status: true, message: "ok", data: { id: 55 } });
      }),
    );
    const thrown = asThrownData(await thrownBy(checkoutAction({ request: await purchase(), params: {}, context: {} })));
    expect(thrown.init?.status).toBe(504);
    expect(thrown.data.title).toBe("Permintaan pembelian mungkin sudah dibuat");
    expect(thrown.data.message).toContain("/profil/transaksi");
  });

  it("keeps the service error when the API says no order was made", async () => {
    server.use(
      slowCreate(),
      http.get(`${base}/transaction/by-key/:key`, () =>
        HttpResponse.json({ status: false, message: "Data tidak ditemukan.", data: null }, { status: 404 }),
      ),
    );
    const thrown = asThrownData(await thrownBy(checkoutAction({ request: await purchase(), params: {}, context: {} })));
    expect(thrown.init?.status).toBe(504);
    expect(thrown.data.title).toBe("Layanan sedang bermasalah");
  });
});

describe("other forms while the API is down", () => {
  it("keep the typed chat message and say the service has trouble", async () => {
    server.use(
      http.post(`${base}/usermanagement/chat/reply`, async () => {
        await delay(1_000);
        return HttpResponse.json({ status: true, message: "ok", data: null });
      }),
    );
    const request = await post("http://web.test/profil/chat", { intent: "send", message: "Apakah barang ready?" });
    const reply = (await chatAction({ request, params: {}, context: {} })) as unknown as {
      data: FormReply;
      init: { status: number };
    };
    expect(reply.init.status).toBe(504);
    expect(reply.data.result.initialValue?.message).toBe("Apakah barang ready?");
    expect(reply.data.alert).toContain("layanan sedang bermasalah");
  });
});
