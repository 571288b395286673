import { asc } from "drizzle-orm";
import type { Category, Subcategory } from "../../contract/category";
import type { Db } from "../../db/client";
import { categories, subcategories } from "../../db/schema";

export async function listSubcategories(db: Db): Promise<Subcategory[]> {
  return db
    .select({ id: subcategories.id, category_id: subcategories.categoryId, name: subcategories.name })
    .from(subcategories)
    .orderBy(asc(subcategories.categoryId), asc(subcategories.id));
}

/** Categories in display order, each with its sub-categories (two queries, grouped here). */
export async function listCategories(db: Db): Promise<Category[]> {
  const [rows, subs] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, image: categories.image, webp: categories.webp })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    listSubcategories(db),
  ]);
  const byCategory = new Map<number, Subcategory[]>();
  for (const sub of subs) {
    const list = byCategory.get(sub.category_id);
    if (list) list.push(sub);
    else byCategory.set(sub.category_id, [sub]);
  }
  return rows.map((row) => ({ ...row, subcategory: byCategory.get(row.id) ?? [] }));
}
