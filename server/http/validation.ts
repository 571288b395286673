import * as z from "zod";
import type { FieldErrors } from "../contract/envelope";
import { HttpError } from "./errors";
import { messages } from "./messages";

const indonesian = z.locales.id().localeError;

/**
 * Messages for contract schemas that carry none of their own (those keep theirs: a schema's
 * own message wins over this map). The common cases get short texts a form can show as is.
 */
export const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "Wajib diisi";
    if (issue.expected === "int") return "Harus berupa bilangan bulat";
    if (issue.expected === "number") return "Harus berupa angka";
  }
  if (issue.origin === "number" || issue.origin === "int") {
    if (issue.code === "too_small") {
      return issue.inclusive ? `Minimal ${issue.minimum}` : `Harus lebih besar dari ${issue.minimum}`;
    }
    if (issue.code === "too_big")
      return issue.inclusive ? `Maksimal ${issue.maximum}` : `Harus lebih kecil dari ${issue.maximum}`;
  }
  return indonesian(issue);
};

/** Field errors keyed like Laravel's (`partial.0.id`); an issue on the whole part is keyed by the part's name. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], part: string, into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : part;
    (into[key] ??= []).push(issue.message);
  }
  return into;
}

export class ValidationError extends HttpError {
  constructor(fieldErrors: FieldErrors, message: string = messages.invalid) {
    super(400, message, fieldErrors);
    this.name = "ValidationError";
  }
}

type Parsed<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors };

/** Parses one part of a request with the Indonesian messages, without throwing. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): Parsed<S> {
  const result = schema.safeParse(value, { error: errorMap });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: toFieldErrors(result.error.issues, part) };
}

/** Parses input with a contract schema; a failure becomes a 400 carrying the field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part = "body"): z.output<S> {
  const parsed = parsePart(schema, value, part);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return parsed.value;
}
