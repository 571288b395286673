import * as z from "zod";
import { envelope } from "./envelope";

export const subcategory = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
});
export type Subcategory = z.infer<typeof subcategory>;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  webp: z.string().nullable(),
  subcategory: z.array(subcategory),
});
export type Category = z.infer<typeof category>;

export const categoryListResponse = envelope(z.array(category));
export const subcategoryListResponse = envelope(z.array(subcategory));
