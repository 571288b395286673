// Form and multipart field names in PHP/Laravel style, as the spec's payloads use them:
// `cart_id[]` repeated → an array, `files[0][name]` → nested, a plain name repeated → an array.

import { HttpError } from "./errors";
import { messages } from "./messages";

const MAX_DEPTH = 5;
/** Bracket indices above this are kept as object keys, so `a[99999999]` cannot allocate a huge array. */
const MAX_INDEX = 999;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export type Fields = Record<string, unknown>;

function splitName(name: string): string[] | null {
  const open = name.indexOf("[");
  if (open <= 0) return [name];
  const segments = [name.slice(0, open)];
  const rest = name.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    segments.push(match[1]);
    consumed = pattern.lastIndex;
  }
  // Malformed brackets: keep the name whole rather than guess.
  if (consumed !== rest.length || segments.length > MAX_DEPTH + 1) return [name];
  return segments;
}

const isIndex = (segment: string) => /^\d{1,3}$/.test(segment) && Number(segment) <= MAX_INDEX;
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null && !ArrayBuffer.isView(value) && !isFileLike(value);
/** A buffered (`data`) or spooled (`key`) file part of the multipart reader. */
const isFileLike = (value: object) => ("data" in value || "key" in value) && "filename" in value;

function assign(target: Record<string, unknown> | unknown[], segments: string[], value: unknown, repeatPlain: boolean) {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    if (segment === "") {
      // `a[]`: append; only meaningful on an array.
      if (!Array.isArray(node)) return;
      if (last) node.push(value);
      else {
        const child: Record<string, unknown> | unknown[] = isIndex(segments[i + 1]) || segments[i + 1] === "" ? [] : {};
        node.push(child);
        node = child;
      }
      continue;
    }
    if (UNSAFE_KEYS.has(segment)) return;
    const key: string | number = Array.isArray(node) && isIndex(segment) ? Number(segment) : segment;
    if (Array.isArray(node) && typeof key === "string") return;
    const holder = node as Record<string | number, unknown>;
    if (last) {
      const existing = holder[key];
      if (repeatPlain && existing !== undefined && segments.length === 1) {
        // In place: a copy per repeat made many repeats of one name cost quadratic time.
        if (Array.isArray(existing)) existing.push(value);
        else holder[key] = [existing, value];
      } else {
        holder[key] = value;
      }
      return;
    }
    const next = segments[i + 1];
    let child = holder[key];
    if (!isContainer(child)) {
      child = next === "" || isIndex(next) ? [] : {};
      holder[key] = child;
    }
    node = child as Record<string, unknown> | unknown[];
  }
}

/** Builds a body object from name/value pairs in their order of arrival. */
export function fieldsFromEntries(entries: Iterable<readonly [string, unknown]>): Fields {
  const fields: Fields = {};
  for (const [name, value] of entries) {
    const segments = splitName(name);
    if (segments) assign(fields, segments, value, true);
  }
  return fields;
}

/** What a urlencoded body may carry, counted before anything is decoded (a multipart body has its own limits). */
export const URLENCODED_LIMITS = { fields: 1000, nameBytes: 200, valueBytes: 64 * 1024 } as const;

/**
 * The pairs of a urlencoded body or query, measured before URLSearchParams decodes them: more than
 * `URLENCODED_LIMITS` is refused with `onOver` (a body) or its excess dropped (a query, whose parser
 * runs inside the router and may not throw; Node's header limit already bounds it).
 */
function boundedPairs(text: string, onOver: (() => never) | null): Iterable<[string, string]> {
  let fields = 0;
  let start = 0;
  let kept = text.length;
  while (start <= text.length) {
    let end = text.indexOf("&", start);
    if (end === -1) end = text.length;
    if (end > start) {
      const equals = text.indexOf("=", start);
      const nameEnd = equals === -1 || equals > end ? end : equals;
      // Encoded lengths are at most three times the decoded bytes: the check errs on the safe side.
      const over =
        ++fields > URLENCODED_LIMITS.fields ||
        nameEnd - start > URLENCODED_LIMITS.nameBytes * 3 ||
        end - nameEnd - 1 > URLENCODED_LIMITS.valueBytes * 3;
      if (over) {
        if (onOver) onOver();
        kept = start;
        break;
      }
    }
    start = end + 1;
  }
  return new URLSearchParams(kept === text.length ? text : text.slice(0, kept));
}

/** The urlencoded body parser for @fastify/formbody: too many or too long fields are a 413. */
export const parseUrlencoded = (body: string): Fields =>
  fieldsFromEntries(
    boundedPairs(body, () => {
      throw new HttpError(413, messages.tooManyParts);
    }),
  );

/** The query string parser: read like a form body, its excess dropped. */
export const parseQuery = (query: string): Fields => fieldsFromEntries(boundedPairs(query, null));
