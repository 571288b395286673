// Logged-in buyers for the cart, checkout and transaction tests: a Bearer token and the customer id.
import { and, asc, eq, notExists } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { loginResponse } from "../../server/contract/auth";
import { idResponse } from "../../server/contract/checkout";
import { shippingQuoteResponse } from "../../server/contract/shipping";
import { carts, customerAddresses, customers, products, promos } from "../../server/db/schema";
import type { TestApi } from "./support";

export type Buyer = { id: number; headers: { authorization: string } };

export async function loginAs(api: TestApi, login: { username: string; password: string }): Promise<Buyer> {
  const response = await api.app.inject({
    method: "POST",
    url: "/api/customer/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ email: login.username, password: login.password }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = loginResponse.parse(response.json()).data;
  const [row] = await api.handle.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.username, login.username));
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

type FormValue = string | number | readonly (string | number)[];

/** An urlencoded request as a browser form sends it; array values repeat the name. */
export function formRequest(
  buyer: Buyer | null,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  fields: Record<string, FormValue>,
): InjectOptions {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
  }
  return {
    method,
    url,
    headers: { ...buyer?.headers, "content-type": "application/x-www-form-urlencoded" },
    payload: body.toString(),
  };
}

/** A multipart POST as a browser's form sends it; a file is `[bytes, filename]`. */
export async function multipartRequest(
  who: { headers: Record<string, string> } | null,
  url: string,
  fields: Record<string, string | [Buffer, string]>,
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  const encoded = new Response(form);
  return {
    method: "POST",
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...who?.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

export function jsonRequest(buyer: Buyer | null, url: string, payload: object): InjectOptions {
  return { method: "POST", url, headers: { ...buyer?.headers }, payload };
}

export const getRequest = (buyer: Buyer | null, url: string): InjectOptions => ({
  method: "GET",
  url,
  headers: { ...buyer?.headers },
});

type LineSpec = { productId: number; qty: number; note?: string };

/** Puts the lines in the buyer's cart (directly) and checks them out through the API; answers the checkout id. */
export async function checkoutFor(api: TestApi, buyer: Buyer, lines: LineSpec[]): Promise<number> {
  const cartIds: number[] = [];
  for (const line of lines) {
    const [row] = await api.handle.db
      .insert(carts)
      .values({ customerId: buyer.id, productId: line.productId, qty: line.qty, note: line.note ?? null })
      .onConflictDoUpdate({ target: [carts.customerId, carts.productId], set: { qty: line.qty } })
      .returning({ id: carts.id });
    cartIds.push(row.id);
  }
  const response = await api.app.inject(
    formRequest(buyer, "POST", "/api/transaction/checkout", {
      customer_id: buyer.id,
      "cart_id[]": cartIds,
      "qty[]": lines.map((line) => line.qty),
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return idResponse.parse(response.json()).data.id;
}

/** Enabled products without a promo, `count` of them, each given `stock` units and `weight` grams. */
export async function plainProducts(api: TestApi, count: number, stock: number, weight = 1000) {
  const rows = await api.handle.db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.status, "enabled"),
        notExists(api.handle.db.select({ id: promos.id }).from(promos).where(eq(promos.productId, products.id))),
      ),
    )
    .orderBy(asc(products.id))
    .limit(count);
  for (const row of rows) await api.handle.db.update(products).set({ stock, weight }).where(eq(products.id, row.id));
  return rows;
}

/** The buyer's addresses, oldest first (the seed gives demo two: Makassar, then Gowa). */
export async function addressesOf(api: TestApi, buyer: Buyer) {
  return api.handle.db
    .select({ id: customerAddresses.id, districtId: customerAddresses.districtId })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, buyer.id))
    .orderBy(asc(customerAddresses.id));
}

/** Quotes the courier for the address and stores the first service of every batch, as the checkout page does. */
export async function chooseService(api: TestApi, buyer: Buyer, checkoutId: number, satkerId: number, courier = "jne") {
  const quoted = await api.app.inject(
    formRequest(buyer, "POST", `/api/transaction/checkout/get-shipping-cost/${checkoutId}`, {
      satker_id: satkerId,
      courier,
    }),
  );
  expect(quoted.statusCode, quoted.body).toBe(200);
  const batches = shippingQuoteResponse.parse(quoted.json()).data;
  const service = batches[0].costs[0].service;
  const stored = await api.app.inject(
    jsonRequest(buyer, `/api/transaction/checkout/store-shipping-cost/${checkoutId}`, {
      satker_id: satkerId,
      shipping_courier: courier,
      shipping_service: service,
      shipping_costs: batches.map((batch) => {
        const cost = batch.costs.find((candidate) => candidate.service === service)!.cost[0];
        return { partial_id: batch.partial_id, shipping_cost: cost.value, etd: cost.etd };
      }),
    }),
  );
  expect(stored.statusCode, stored.body).toBe(200);
  return batches.reduce(
    (sum, batch) => sum + batch.costs.find((candidate) => candidate.service === service)!.cost[0].value,
    0,
  );
}
