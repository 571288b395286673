// The HTML constraints of a form's fields, from the same zod schema both halves validate with.
import { getZodConstraint } from "@conform-to/zod/v4";
import type * as z from "zod";

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  checks?: { _zod: { def: { check?: string; maximum?: number } } }[];
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** An object schema's fields, also behind a refinement pipe. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === "object") return def.shape;
  if (def.type === "pipe" && def.in && def.out) return shapeOf(def.in) ?? shapeOf(def.out);
  return undefined;
}

/** A text field's maximum length, through preprocess and transform pipes and optional wrappers. */
function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  const own = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === "max_length" && typeof check.maximum === "number")
    .map((check) => check.maximum as number);
  if (own.length > 0) return Math.min(...own);
  if (def.type === "pipe" && def.in && def.out) return maxLengthOf(def.out) ?? maxLengthOf(def.in);
  if (def.innerType) return maxLengthOf(def.innerType);
  return undefined;
}

/**
 * Conform's constraints, with each text field's maximum length: zod 4.6 keeps a `.max()` only in
 * the field's checks, not in the `_zod.bag` Conform reads, so without this no field got a typing
 * limit (storefront §10 "input limit 201" for the 200-character fields).
 */
export function formConstraint(schema: z.ZodType): ReturnType<typeof getZodConstraint> {
  const constraint = getZodConstraint(schema);
  for (const [name, field] of Object.entries(shapeOf(schema) ?? {})) {
    const maxLength = maxLengthOf(field);
    const current = constraint[name];
    // In place: Conform answers through a proxy that caches each field's object on first read.
    if (maxLength !== undefined && current && current.maxLength === undefined) current.maxLength = maxLength;
  }
  return constraint;
}
