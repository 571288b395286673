import type { APIRequestContext } from "@playwright/test";
import type { Checkout } from "../../server/contract/checkout";
import type { ProductSummary } from "../../server/contract/product";
import type { Transaction } from "../../server/contract/transaction";
import type { Buyer } from "./login";

// The seeded API under test, called as the buyer (own token) to set up carts and read the figures
// the pages must show.
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

export type BuyerApi = {
  userId: number;
  addToCart(productId: number, qty: number): Promise<void>;
  /** The buyer's orders (first 100, newest first): invoice and status. */
  listOrders(): Promise<{ id: number; invoice: string; status: string }[]>;
  /** Deletes the product's line from the buyer's cart, if there is one. */
  removeFromCart(productId: number): Promise<void>;
  getCheckout(checkoutId: number): Promise<Checkout>;
  getTransaction(transactionId: number): Promise<Transaction>;
  getProduct(productId: number): Promise<{ id: number; stock: number; name: string }>;
  listProducts(limit: number): Promise<ProductSummary[]>;
  /**
   * A purchase request as the checkout page makes it, through the API: the product in the cart, a
   * checkout with the buyer's first address and the first courier's first service, optionally a
   * price negotiation of the line and its split into delivery batches. Answers the order's id.
   */
  submitPurchaseRequest(order: PurchaseRequest): Promise<{ id: number; invoice: string }>;
};

export type PurchaseRequest = { productId: number; qty: number; priceNego?: number; partials?: number[] };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function buyerApi(request: APIRequestContext, buyer: Buyer): Promise<BuyerApi> {
  const login = await json<{ token: string; user: { id: number } }>(
    await request.post(`${apiURL}/customer/login`, { form: { email: buyer.username, password: buyer.password } }),
    "login",
  );
  const headers = { Authorization: `Bearer ${login.token}` };
  const formHeaders = { ...headers, "Content-Type": "application/x-www-form-urlencoded" };
  const api: BuyerApi = {
    userId: login.user.id,
    async addToCart(productId, qty) {
      await json(
        await request.post(`${apiURL}/transaction/cart`, {
          headers,
          form: { customer_id: login.user.id, product_id: productId, qty },
        }),
        "add to cart",
      );
    },
    async listOrders() {
      const page = await json<{ data: { id: number; invoice: string; status: string }[] }>(
        await request.get(`${apiURL}/transaction/list-transaction/${login.user.id}?per_page=100`, { headers }),
        "orders",
      );
      return page.data;
    },
    async removeFromCart(productId) {
      const cart = await json<{ id: number; product_id: number }[]>(
        await request.get(`${apiURL}/transaction/cart/list-cart/${login.user.id}`, { headers }),
        "cart",
      );
      for (const line of cart.filter((entry) => entry.product_id === productId))
        await json(await request.delete(`${apiURL}/transaction/cart/delete-cart/${line.id}`, { headers }), "delete");
    },
    async getCheckout(checkoutId) {
      return json(
        await request.get(`${apiURL}/transaction/checkout/detail-checkout/${checkoutId}`, { headers }),
        "checkout",
      );
    },
    async getTransaction(transactionId) {
      const answer = await json<{ data: Transaction }>(
        await request.get(`${apiURL}/transaction/${transactionId}`, { headers }),
        "transaction",
      );
      return answer.data;
    },
    async getProduct(productId) {
      return json(await request.get(`${apiURL}/product/${productId}`), "product");
    },
    async listProducts(limit) {
      return json(await request.get(`${apiURL}/product?limit=${limit}`), "products");
    },
    async submitPurchaseRequest({ productId, qty, priceNego, partials }) {
      const userId = login.user.id;
      await api.addToCart(productId, qty);
      const cart = await json<{ id: number; product_id: number; qty: number }[]>(
        await request.get(`${apiURL}/transaction/cart/list-cart/${userId}`, { headers }),
        "cart",
      );
      const line = cart.find((entry) => entry.product_id === productId);
      if (!line) throw new Error(`product ${productId} is not in the cart`);
      const { id: checkoutId } = await json<{ id: number }>(
        await request.post(`${apiURL}/transaction/checkout`, {
          headers: formHeaders,
          data: new URLSearchParams([
            ["customer_id", String(userId)],
            ["cart_id[]", String(line.id)],
            ["qty[]", String(line.qty)],
          ]).toString(),
        }),
        "checkout",
      );
      const detail = (await api.getCheckout(checkoutId)).checkout_detail[0];
      if (!detail) throw new Error("the checkout has no line");
      if (partials) {
        await json(
          await request.post(`${apiURL}/transaction/checkout/partial`, {
            headers: formHeaders,
            data: new URLSearchParams([
              ["checkout_detail_id", String(detail.id)],
              ...partials.map((amount): [string, string] => ["partial_qty[]", String(amount)]),
            ]).toString(),
          }),
          "partials",
        );
      }
      const [address] = await json<{ id: number }[]>(
        await request.get(`${apiURL}/customer/address/list/${userId}`, { headers }),
        "addresses",
      );
      if (!address) throw new Error("the buyer has no address");
      const couriers = await json<{ courier_code: string; status: string }[]>(
        await request.get(`${apiURL}/expedition`),
        "couriers",
      );
      const courier = couriers.find((entry) => entry.status === "enabled");
      if (!courier) throw new Error("no courier");
      const quotes = await json<
        { partial_id: number; costs: { service: string; cost: { value: number; etd: string }[] }[] }[]
      >(
        await request.post(`${apiURL}/transaction/checkout/get-shipping-cost/${checkoutId}`, {
          headers,
          form: { satker_id: address.id, courier: courier.courier_code },
        }),
        "shipping quote",
      );
      const service = quotes[0]?.costs[0]?.service;
      if (!service) throw new Error("no shipping service");
      await json(
        await request.post(`${apiURL}/transaction/checkout/store-shipping-cost/${checkoutId}`, {
          headers,
          data: {
            satker_id: address.id,
            shipping_courier: courier.courier_code,
            shipping_service: service,
            shipping_costs: quotes.map((quote) => {
              const cost = quote.costs.find((entry) => entry.service === service)?.cost[0];
              return { partial_id: quote.partial_id, shipping_cost: cost?.value ?? 0, etd: cost?.etd ?? "" };
            }),
          },
        }),
        "store shipping",
      );
      if (priceNego !== undefined) {
        await json(
          await request.post(`${apiURL}/transaction/checkout/price-negotiation`, {
            headers,
            form: { checkout_detail_id: detail.id, price_nego: String(priceNego) },
          }),
          "price negotiation",
        );
      }
      const checkout = await api.getCheckout(checkoutId);
      const { id } = await json<{ id: number }>(
        await request.post(`${apiURL}/transaction/create`, {
          headers,
          data: {
            checkout_id: checkoutId,
            total_ppn: checkout.summary.total_ppn,
            partial: checkout.checkout_detail.map((entry) => ({
              id: entry.id,
              partial_qty: entry.has_partial.length > 0 ? entry.has_partial.map((p) => p.qty) : [entry.qty],
            })),
            idempotency_key: checkout.idempotency_key,
          },
        }),
        "purchase request",
      );
      return { id, invoice: (await api.getTransaction(id)).invoice };
    },
  };
  return api;
}
