import * as z from "zod";

/** Every answer of the API: `{ status, message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });

/** Field errors: field name → messages, placed by the BFF next to the matching form field. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** Every failure: `data` holds field errors on 400/422, otherwise null. */
export const errorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  data: fieldErrors.nullable(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Positive integer id taken from a path, query string or form: decimal digits only. `Number()`
 * alone would read `0x10` as 16, `1e3` as 1000 and `+1` as 1, so one record would answer to many
 * spellings. An empty string stays 0 (refused as too small, as before); numbers from JSON pass through.
 */
export const idParam = z.preprocess(
  (value) => (typeof value === "string" ? (/^\d{0,10}$/.test(value) ? Number(value) : Number.NaN) : value),
  z.number().int().positive().max(2_147_483_647),
);
