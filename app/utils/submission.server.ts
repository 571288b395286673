import { honeypotFieldNames } from "./honeypot.server";
import { logger } from "./logger.server";
import { getRequestId } from "./request-id.server";

export type SubmissionOutcome = "ok" | "invalid" | "upstream_error" | "forbidden";

export type SubmissionLog = {
  request: Request;
  /** The route's URL pattern or file id, e.g. "/checkout". */
  route: string;
  intent?: string;
  userId?: number | string;
  formData: FormData;
  outcome: SubmissionOutcome;
  failingFields?: string[];
  /** What was wrong, as shown to the person: field → messages ("" for the whole form). Never typed values. */
  errors?: Record<string, string[]>;
  upstreamStatus?: number;
  /** `Date.now()` taken when the action started. */
  startedAt: number;
};

type LoggedValue = string | { name: string; type: string; size: number };

const REDACTED = "[redacted]";
const MAX_VALUE_LENGTH = 200;
const secretField = /password|^pass$|token|secret|csrf/i;
const honeypotFields = new Set<string>(Object.values(honeypotFieldNames));

/** Field name → value(s), safe to log: secrets redacted, files described, long text cut. */
export function describeFormData(formData: FormData): Record<string, LoggedValue | LoggedValue[]> {
  // No prototype: a field named `__proto__` is logged like any other.
  const fields: Record<string, LoggedValue | LoggedValue[]> = Object.create(null);
  for (const [name, value] of formData.entries()) {
    const logged = describeValue(name, value);
    const previous = fields[name];
    // Appended in place: a copy per repeat made a form of many repeated fields cost quadratic time.
    if (previous === undefined) fields[name] = logged;
    else if (Array.isArray(previous)) previous.push(logged);
    else fields[name] = [previous, logged];
  }
  return fields;
}

function describeValue(name: string, value: FormDataEntryValue): LoggedValue {
  if (typeof value !== "string") return { name: value.name, type: value.type, size: value.size };
  if (secretField.test(name) || honeypotFields.has(name)) return REDACTED;
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
}

/** The names of the fields posted, each once, in the order they came. */
export function formFieldNames(formData: FormData): string[] {
  return [...new Set(formData.keys())];
}

type FileFacts = { type: string; size: number };

/** The files posted by field, as type and size only (a file's name can name a person); undefined: none. */
export function describeFiles(formData: FormData): Record<string, FileFacts | FileFacts[]> | undefined {
  const files: Record<string, FileFacts | FileFacts[]> = Object.create(null);
  let any = false;
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") continue;
    any = true;
    const facts = { type: value.type, size: value.size };
    const previous = files[name];
    if (previous === undefined) files[name] = facts;
    else if (Array.isArray(previous)) previous.push(facts);
    else files[name] = [previous, facts];
  }
  return any ? files : undefined;
}

/**
 * One log line per form submission, written by the action once it knows the outcome. Only an
 * accepted submission logs what was typed; a rejected one (invalid, refused, forbidden) logs the
 * field names, its files' type and size, and what was wrong, because rejected posts are what gets read at warning level and
 * passed around, and what people type there is personal data (e-mail, phone, NIP, address, names).
 */
export function logSubmission(entry: SubmissionLog): void {
  const accepted = entry.outcome === "ok";
  const line = {
    requestId: getRequestId(entry.request),
    route: entry.route,
    intent: entry.intent,
    // The seller console's ids are sellers', not buyers': say whose id it is.
    actor: entry.route.startsWith("/admin") ? "seller" : entry.userId === undefined ? "visitor" : "buyer",
    userId: entry.userId,
    ...(accepted
      ? { fields: describeFormData(entry.formData) }
      : { fieldNames: formFieldNames(entry.formData), files: describeFiles(entry.formData) }),
    outcome: entry.outcome,
    failingFields: entry.failingFields,
    errors: entry.errors,
    upstreamStatus: entry.upstreamStatus,
    durationMs: Date.now() - entry.startedAt,
  };
  if (entry.outcome === "ok" || entry.outcome === "invalid") logger.info(line, "form submission");
  else logger.warn(line, "form submission");
}
