import { endpoints } from "@contract/endpoints";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getApi } from "~/services/api-client.server";
import { buyerFormHeaders, setTestEnv, useMockUpstream } from "./helpers";

// The body a service passes is `z.input` of the endpoint's body and goes out as the endpoint says.

const base = "http://api.encode.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

async function buyerRequest() {
  const { headers } = await buyerFormHeaders("http://web.test/x");
  return new Request("http://web.test/x", { headers });
}

const cartLine = {
  id: 4,
  qty: 2,
  note: null,
  product: { id: 1, name: "A", price: 1, stock: 1, unit: "pcs", image: [], promo: [] },
};

describe("typed encoding", () => {
  it("sends a form PUT as the spec's POST with _method=PUT, arrays as name[]", async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${base}/transaction/checkout`, async ({ request }) => {
        seen.push(`${request.method} ${await request.text()}`);
        return HttpResponse.json({ status: true, message: "ok", data: { id: 3 } });
      }),
      http.post(`${base}/transaction/cart/update-note/4`, async ({ request }) => {
        seen.push(`${request.method} ${await request.text()}`);
        return HttpResponse.json({ status: true, message: "ok", data: cartLine });
      }),
    );
    const api = getApi(await buyerRequest());
    await api.call(endpoints.createCheckout, { body: { customer_id: 7, cart_id: [1, 2] } });
    await api.call(endpoints.updateCartLine, { params: { cartId: 4 }, body: { qty: 2 } }).catch(() => undefined);
    expect(seen).toEqual(["POST customer_id=7&cart_id%5B%5D=1&cart_id%5B%5D=2", "POST _method=PUT&qty=2"]);
  });

  it("sends a list of records as name[i][field] (the seller's negotiation round)", async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${base}/admin/order/9/negotiate`, async ({ request }) => {
        seen.push(decodeURIComponent(await request.text()));
        return HttpResponse.json({ status: true, message: "ok", data: { id: 9, status: "pending" } });
      }),
    );
    const { commitAdminSession, getAdminSession } = await import("~/utils/admin-session.server");
    const session = await getAdminSession(new Request("http://web.test/admin/x"));
    session.set("token", "seller-token");
    const cookie = (await commitAdminSession(session)).split(";")[0];
    const api = getApi(new Request("http://web.test/admin/x", { headers: { Cookie: cookie } }), "seller");
    await api.call(endpoints.sellerNegotiate, {
      params: { id: 9 },
      body: {
        lines: [
          { transaction_detail_id: 1, new_price: 900 },
          { transaction_detail_id: 2, new_price: 800 },
        ],
        shipping_cost: 1000,
        valid_until: "2030-01-01",
      },
    });
    expect(seen).toEqual([
      "lines[0][transaction_detail_id]=1&lines[0][new_price]=900&lines[1][transaction_detail_id]=2&lines[1][new_price]=800&shipping_cost=1000&valid_until=2030-01-01",
    ]);
  });

  it("sends multipart files under name[] and booleans as 1/0", async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${base}/product/review`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ status: true, message: "ok", data: { id: 1 } });
      }),
    );
    const file = new File(["abc"], "a.jpg", { type: "image/jpeg" });
    await getApi(await buyerRequest()).upload(endpoints.createReview, {
      body: { transaction: 9, star: 5, notes: "bagus", image: [file, file] },
    });
    expect(sent?.get("transaction")).toBe("9");
    expect(sent?.getAll("image[]")).toHaveLength(2);
    expect(await (sent?.get("image[]") as File).text()).toBe("abc");
  });

  it("makes one client per request", async () => {
    const request = await buyerRequest();
    expect(getApi(request)).toBe(getApi(request));
    expect(getApi(request)).not.toBe(getApi(await buyerRequest()));
  });

  it("refuses a wrong field name at the type check", () => {
    const send = () =>
      // @ts-expect-error `mesage` is not a field of sendChat's body
      getApi(new Request("http://web.test/")).call(endpoints.sendChat, { body: { mesage: "x" } });
    expect(typeof send).toBe("function");
  });
});
