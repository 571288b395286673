import { and, asc, desc, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { productDetailResponse, productListResponse } from "../../server/contract/product";
import { productImages, products, promos } from "../../server/db/schema";
import { call, expectError } from "./support";

const { api } = useApiSuite({ buyers: false });

const topSellerIds = async (limit: number, categoryId?: number) => {
  const enabled = eq(products.status, "enabled");
  const rows = await api.handle.db
    .select({ id: products.id })
    .from(products)
    .where(categoryId === undefined ? enabled : and(enabled, eq(products.categoryId, categoryId)))
    .orderBy(desc(products.totalSold), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Makes a product the best seller of the catalogue, so a `limit=1` list shows it if it is listable. */
const makeBestSeller = async (id: number) => {
  const [top] = await api.handle.db
    .select({ totalSold: products.totalSold })
    .from(products)
    .orderBy(desc(products.totalSold))
    .limit(1);
  await api.handle.db
    .update(products)
    .set({ totalSold: top.totalSold + 1000 })
    .where(eq(products.id, id));
};

describe("GET /api/product", () => {
  it("lists 12 enabled products, best sellers first, when no limit is given", async () => {
    const { response, body } = await call(api.app, productListResponse, "/api/product");
    expect(response.statusCode).toBe(200);
    expect(body.data.map((p) => p.id)).toEqual(await topSellerIds(12));
    for (const product of body.data) expect(product.status).toBe("enabled");
    const sold = body.data.map((p) => p.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it("honours limit (the home page asks for 6)", async () => {
    const { body } = await call(api.app, productListResponse, "/api/product?limit=6");
    expect(body.data.map((p) => p.id)).toEqual(await topSellerIds(6));
  });

  it("narrows the list to one category", async () => {
    const { body } = await call(api.app, productListResponse, "/api/product?category=2&limit=100");
    expect(body.data.length).toBeGreaterThan(0);
    for (const product of body.data) {
      expect(product.subcategory.category.id).toBe(2);
      expect(product.subcategory.category_id).toBe(2);
    }
    expect(body.data.map((p) => p.id)).toEqual(await topSellerIds(100, 2));
  });

  it("gives an empty list for a category without products", async () => {
    const { body } = await call(api.app, productListResponse, "/api/product?category=999999");
    expect(body.data).toEqual([]);
  });

  it("answers numbers as numbers and the nested shapes the cards need", async () => {
    const { response } = await call(api.app, productListResponse, "/api/product?limit=3");
    const [first] = response.json().data;
    expect(typeof first.price).toBe("number");
    expect(typeof first.star_review).toBe("number");
    expect(first.unit).toEqual({ name: expect.any(String) });
    expect(first.subcategory.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it.each(["0", "-1", "abc", "10000", "1.5", ""])("rejects limit=%s with a 400 naming the field", async (limit) => {
    const error = await expectError(api.app, `/api/product?limit=${limit}`, 400);
    expect(error.message).toBe("Data yang dikirim tidak valid.");
    expect(error.data?.limit?.length).toBeGreaterThan(0);
  });

  it.each(["abc", "0", "-3", "2.5", "99999999999"])("rejects category=%s with a 400", async (category) => {
    const error = await expectError(api.app, `/api/product?category=${category}`, 400);
    expect(error.data?.category?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/product/recomendation", () => {
  it("lists 20 enabled in-stock products, the same on every call, best rated (damped) first", async () => {
    const first = await call(api.app, productListResponse, "/api/product/recomendation");
    const second = await call(api.app, productListResponse, "/api/product/recomendation");
    expect(first.body.data).toHaveLength(20);
    expect(second.body.data).toEqual(first.body.data);
    const scores = first.body.data.map((p) => {
      expect(p.status).toBe("enabled");
      expect(p.stock).toBeGreaterThan(0);
      return (p.star_review * p.count_review + 15) / (p.count_review + 5);
    });
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] + 0.01);
  });

  it("leaves out a product that runs out of stock", async () => {
    const before = await call(api.app, productListResponse, "/api/product/recomendation");
    const [top] = before.body.data;
    await api.handle.db.update(products).set({ stock: 0 }).where(eq(products.id, top.id));
    const after = await call(api.app, productListResponse, "/api/product/recomendation");
    expect(after.body.data.map((p) => p.id)).not.toContain(top.id);
    expect(after.body.data).toHaveLength(20);
  });
});

describe("GET /api/product/:id", () => {
  it("answers the detail of a product with its specifications", async () => {
    const [row] = await api.handle.db
      .select({ id: products.id, name: products.name, price: products.price, weight: products.weight })
      .from(products)
      .where(eq(products.status, "enabled"))
      .orderBy(asc(products.id))
      .limit(1);
    const { response, body } = await call(api.app, productDetailResponse, `/api/product/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject({ id: row.id, name: row.name, price: row.price, weight: row.weight });
    expect(Array.isArray(body.data.spesifikasi)).toBe(true);
  });

  it("puts the default image first", async () => {
    const [row] = await api.handle.db.select({ id: products.id }).from(products).orderBy(desc(products.id)).limit(1);
    await api.handle.db.update(productImages).set({ isDefault: false }).where(eq(productImages.productId, row.id));
    await api.handle.db.insert(productImages).values([
      { productId: row.id, image: "products/test-a.jpg", webp: null, isDefault: false, sort: -2 },
      {
        productId: row.id,
        image: "products/test-default.jpg",
        webp: "products/test-default.webp",
        isDefault: true,
        sort: 9,
      },
    ]);
    const { body } = await call(api.app, productDetailResponse, `/api/product/${row.id}`);
    expect(body.data.image[0]).toEqual({
      image: "products/test-default.jpg",
      webp: "products/test-default.webp",
      default_image: true,
    });
    expect(body.data.image.filter((i) => i.default_image)).toHaveLength(1);
    expect(body.data.image.map((i) => i.image)).toContain("products/test-a.jpg");
  });

  it("shows only active promos, cheapest first, on the detail and in lists", async () => {
    const [row] = await api.handle.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.status, "enabled"), gt(products.stock, 0)))
      .orderBy(asc(products.id))
      .limit(1);
    await api.handle.db.delete(promos).where(eq(promos.productId, row.id));
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await api.handle.db.insert(promos).values([
      { productId: row.id, pricePromo: row.price - 10, discount: 1, status: "active" },
      {
        productId: row.id,
        pricePromo: row.price - 50,
        discount: 5,
        status: "active",
        startsAt: new Date(now - day),
        endsAt: new Date(now + day),
      },
      { productId: row.id, pricePromo: row.price - 90, discount: 9, status: "active", endsAt: new Date(now - day) },
      { productId: row.id, pricePromo: row.price - 80, discount: 8, status: "active", startsAt: new Date(now + day) },
      { productId: row.id, pricePromo: row.price - 70, discount: 7, status: "inactive" },
    ]);
    const expected = [
      { price_promo: row.price - 50, discount: 5 },
      { price_promo: row.price - 10, discount: 1 },
    ];
    const detail = await call(api.app, productDetailResponse, `/api/product/${row.id}`);
    expect(detail.body.data.promo).toEqual(expected);

    await makeBestSeller(row.id);
    const list = await call(api.app, productListResponse, "/api/product?limit=1");
    expect(list.body.data[0].id).toBe(row.id);
    expect(list.body.data[0].promo).toEqual(expected);
  });

  it("still answers a disabled product, which lists leave out", async () => {
    const [row] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .offset(5)
      .limit(1);
    await api.handle.db.update(products).set({ status: "disabled" }).where(eq(products.id, row.id));
    await makeBestSeller(row.id);

    const detail = await call(api.app, productDetailResponse, `/api/product/${row.id}`);
    expect(detail.body.data.status).toBe("disabled");
    const list = await call(api.app, productListResponse, "/api/product?limit=100");
    expect(list.body.data.map((p) => p.id)).not.toContain(row.id);
    const recommended = await call(api.app, productListResponse, "/api/product/recomendation");
    expect(recommended.body.data.map((p) => p.id)).not.toContain(row.id);
  });

  it("answers 404 'Produk tidak ditemukan ..' for an unknown id", async () => {
    const error = await expectError(api.app, "/api/product/2147483647", 404);
    expect(error).toEqual({ status: false, message: "Produk tidak ditemukan ..", data: null });
  });

  it.each(["abc", "-1", "0", "1.5", "2147483648", "99999999999999999999999", "1;drop"])(
    "answers 400 with a message for the malformed id %s",
    async (id) => {
      const error = await expectError(api.app, `/api/product/${encodeURIComponent(id)}`, 400);
      expect(error.message).toBe("Data yang dikirim tidak valid.");
      expect(error.data?.id?.[0]).toEqual(expect.any(String));
    },
  );
});
