import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cartPreview } from "~/services/cart.server";
import { createCheckout } from "~/services/checkout.server";
import { createTransaction } from "~/services/transaction.server";
import { commitSession, getSession } from "~/utils/session.server";
import { setTestEnv, useMockUpstream } from "./helpers";

const base = "http://api.cart.test/api";
setTestEnv({ API_BASE_URL: base });

const server = useMockUpstream();

async function buyerRequest(): Promise<Request> {
  const session = await getSession(new Request("http://web.test/"));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  return new Request("http://web.test/keranjang-belanja", {
    headers: { Cookie: (await commitSession(session)).split(";")[0] },
  });
}

const product = (id: number, promo: { price_promo: number; discount: number }[] = []) => ({
  id,
  name: `Produk ${id}`,
  price: 10_000,
  stock: 10,
  status: "enabled",
  weight: 100,
  unit: { name: "Unit" },
  promo: promo.map((p, index) => ({ id: index + 1, ...p })),
  image: [{ id: 1, image: `products/${id}.jpg`, webp: null, default_image: true }],
});

const line = (id: number, promo: { price_promo: number; discount: number }[] = []) => ({
  id,
  product_id: id,
  qty: id,
  note: null,
  created_at: "2026-01-01T00:00:00.000Z",
  product: product(id, promo),
});

describe("cart preview (navbar)", () => {
  it("shows the line count and the first 3 lines (newest first, as listed) with promo prices", async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${base}/transaction/cart/list-cart/7`, ({ request }) => {
        auth = request.headers.get("Authorization");
        return HttpResponse.json({
          status: true,
          message: "ok",
          data: [line(4, [{ price_promo: 9_000, discount: 10 }]), line(3), line(2), line(1)],
        });
      }),
    );
    const preview = await cartPreview(await buyerRequest(), 7);
    expect(auth).toBe("Bearer buyer-token");
    expect(preview.count).toBe(4);
    expect(preview.items.map((item) => item.id)).toEqual([4, 3, 2]);
    expect(preview.items[0]).toMatchObject({
      name: "Produk 4",
      qty: 4,
      price: 10_000,
      promo: { price_promo: 9_000, discount: 10 },
    });
  });

  it("gives an empty cart when the call fails (spec: an error gives an empty list)", async () => {
    server.use(
      http.get(`${base}/transaction/cart/list-cart/7`, () =>
        HttpResponse.json({ status: false, message: "x", data: null }, { status: 500 }),
      ),
    );
    expect(await cartPreview(await buyerRequest(), 7)).toEqual({ count: 0, items: [] });
  });
});

describe("checkout and purchase request payloads", () => {
  it("sends the ticked cart lines as cart_id[] with the owner", async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${base}/transaction/checkout`, async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: true, message: "ok", data: { id: 41 } });
      }),
    );
    expect(await createCheckout(await buyerRequest(), 7, [3, 5])).toBe(41);
    expect(body?.getAll("cart_id[]")).toEqual(["3", "5"]);
    expect(body?.get("customer_id")).toBe("7");
  });

  it("sends the purchase request as JSON with the idempotency key and the partials", async () => {
    let sent: unknown;
    server.use(
      http.post(`${base}/transaction/create`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, message: "ok", data: { id: 90 } });
      }),
    );
    const input = {
      checkout_id: 41,
      total_ppn: 1_100,
      partial: [{ id: 1, partial_qty: [2, 3] }],
      idempotency_key: "key-1",
    };
    expect(await createTransaction(await buyerRequest(), input)).toBe(90);
    expect(sent).toEqual(input);
  });
});
