import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { categoryListResponse, subcategoryListResponse } from "../../server/contract/category";
import { categories, subcategories } from "../../server/db/schema";
import { catalogue } from "../../server/db/seed/data/catalogue";
import { call } from "./support";

const { api } = useApiSuite({ buyers: false });

describe("GET /api/category", () => {
  it("answers the categories in order, each with its own sub-categories", async () => {
    const { response, body } = await call(api.app, categoryListResponse, "/api/category");
    expect(response.statusCode).toBe(200);
    expect(body.data.map((c) => c.name)).toEqual(catalogue.map((c) => c.name));
    expect(body.data.map((c) => c.subcategory.map((s) => s.name))).toEqual(
      catalogue.map((c) => c.subcategories.map((s) => s.name)),
    );
    for (const category of body.data) {
      for (const sub of category.subcategory) expect(sub.category_id).toBe(category.id);
    }
  });

  it("gives a category without sub-categories an empty list", async () => {
    const [added] = await api.handle.db.insert(categories).values({ name: "Kategori Kosong", sort: 999 }).returning();
    const { body } = await call(api.app, categoryListResponse, "/api/category");
    expect(body.data.at(-1)).toEqual({
      id: added.id,
      name: "Kategori Kosong",
      image: null,
      webp: null,
      subcategory: [],
    });
  });
});

describe("GET /api/subcategory", () => {
  it("answers every sub-category, matching the nested lists", async () => {
    const [subs, cats] = await Promise.all([
      call(api.app, subcategoryListResponse, "/api/subcategory"),
      call(api.app, categoryListResponse, "/api/category"),
    ]);
    const nested = cats.body.data.flatMap((c) => c.subcategory);
    expect([...subs.body.data].sort((a, b) => a.id - b.id)).toEqual([...nested].sort((a, b) => a.id - b.id));
    const rows = await api.handle.db.select({ id: subcategories.id }).from(subcategories);
    expect(subs.body.data).toHaveLength(rows.length);
  });
});
