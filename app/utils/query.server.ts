// Query strings are input like any form: every loader reads them through a zod schema.
import { data } from "@remix-run/node";
import type * as z from "zod";

/** The URL's query as an object; a repeated key becomes an array (`cart_id=1&cart_id=2`). */
export function searchObject(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/**
 * The page's query, parsed. Page schemas `.catch()` what a visitor may mistype, so a failure here
 * is a hand-made URL: a 400 page, never a 500.
 */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(searchObject(request));
  if (!parsed.success) {
    throw data(
      {
        title: "Permintaan tidak valid",
        message: "Permintaan tidak dapat diproses. Silahkan periksa kembali data Anda.",
      },
      { status: 400 },
    );
  }
  return parsed.data;
}
