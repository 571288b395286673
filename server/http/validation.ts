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

// C0 controls and DEL, except tab and the line breaks a textarea sends: PostgreSQL refuses NUL in
// text outright, and the rest only hide or garble what a reader sees.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const isUpload = (value: object): value is { filename: unknown; data: Buffer } =>
  "data" in value && Buffer.isBuffer((value as { data: unknown }).data);

/**
 * Every string in a request part (nested objects, arrays, an upload's file name) checked for control
 * characters, whatever the part's schema says: one rule for every endpoint, anonymous ones included.
 */
export function controlCharacterErrors(value: unknown, part: string): FieldErrors {
  const errors: FieldErrors = {};
  const walk = (item: unknown, path: string[]) => {
    if (typeof item === "string") {
      if (CONTROL_CHARACTERS.test(item)) errors[path.length > 0 ? path.join(".") : part] = [messages.controlCharacters];
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => walk(entry, [...path, String(index)]));
    } else if (typeof item === "object" && item !== null && !Buffer.isBuffer(item)) {
      if (isUpload(item)) walk(item.filename, path);
      else for (const [key, entry] of Object.entries(item)) walk(entry, [...path, key]);
    }
  };
  walk(value, []);
  return errors;
}

type Parsed<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors };

/** Parses one part of a request with the Indonesian messages, without throwing. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): Parsed<S> {
  const control = controlCharacterErrors(value, part);
  const result = schema.safeParse(value, { error: errorMap });
  if (result.success && Object.keys(control).length === 0) return { ok: true, value: result.data };
  const errors = result.success ? {} : toFieldErrors(result.error.issues, part);
  return { ok: false, errors: { ...errors, ...control } };
}

/** Parses input with a contract schema; a failure becomes a 400 carrying the field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part = "body"): z.output<S> {
  const parsed = parsePart(schema, value, part);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return parsed.value;
}
