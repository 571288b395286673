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
  getCheckout(checkoutId: number): Promise<Checkout>;
  getTransaction(transactionId: number): Promise<Transaction>;
  getProduct(productId: number): Promise<{ id: number; stock: number; name: string }>;
  listProducts(limit: number): Promise<ProductSummary[]>;
};

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
  return {
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
  };
}
