// The seller's products: every one (disabled too), and its price, stock and status. The database keeps
// `enabled`; the console says `active`.
import { asc, count, desc, eq, ilike, inArray } from "drizzle-orm";
import type { SellerProduct, SellerProductStatus } from "../../contract/seller-products";
import type { Db } from "../../db/client";
import { productImages, products, units } from "../../db/schema";
import { notFound } from "../../http/errors";
import { likePattern } from "../../db/like-pattern";

const toStored = (status: SellerProductStatus) => (status === "active" ? "enabled" : "disabled");
const fromStored = (status: string): SellerProductStatus => (status === "enabled" ? "active" : "disabled");

const columns = {
  id: products.id,
  name: products.name,
  price: products.price,
  stock: products.stock,
  status: products.status,
  totalSold: products.totalSold,
  unit: units.name,
  updatedAt: products.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

async function withImages(db: Db, rows: Row[]): Promise<SellerProduct[]> {
  const images =
    rows.length === 0
      ? []
      : await db
          .select({
            productId: productImages.productId,
            image: productImages.image,
            isDefault: productImages.isDefault,
          })
          .from(productImages)
          .where(
            inArray(
              productImages.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(productImages.isDefault), asc(productImages.sort), asc(productImages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price,
    stock: row.stock,
    status: fromStored(row.status),
    total_sold: row.totalSold,
    unit: row.unit,
    image: images.find((image) => image.productId === row.id)?.image ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function listSellerProducts(db: Db, input: { search?: string; page: number; per_page: number }) {
  const where = input.search ? ilike(products.name, likePattern(input.search)) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db
      .select(columns)
      .from(products)
      .innerJoin(units, eq(units.id, products.unitId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
  ]);
  return {
    data: await withImages(db, rows),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

export async function updateSellerProduct(
  db: Db,
  productId: number,
  input: { price: number; stock: number; status: SellerProductStatus },
): Promise<SellerProduct> {
  const [updated] = await db
    .update(products)
    .set({ price: input.price, stock: input.stock, status: toStored(input.status), updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!updated) throw notFound();
  const rows = await db
    .select(columns)
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(eq(products.id, productId));
  const [product] = await withImages(db, rows);
  return product;
}
