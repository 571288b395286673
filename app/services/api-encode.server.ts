// How a request body goes on the wire, as the contract's endpoint says: JSON, urlencoded form or
// multipart, and the spec's `POST` + `_method=PUT` for PUT/DELETE sent as a form (the API answers both).
import type { UploadedFileLike } from "@contract/customer";
import type { Endpoint } from "@contract/endpoints";
import type * as z from "zod";

/** A file field as the BFF holds it (the API's reader sees it as an `UploadedFileLike`). */
type Wire<V> = V extends UploadedFileLike ? File : V extends readonly (infer I)[] ? readonly Wire<I>[] : V;

/** Keys whose schema takes anything (a preprocess step): they may be left out like any optional one. */
type LooseKeys<T> = { [K in keyof T]-?: unknown extends T[K] ? K : never }[keyof T];
type Strict<T> = Pick<T, Exclude<keyof T, LooseKeys<T>>>;
type Shape<T> = { [K in keyof Strict<T>]: Wire<Strict<T>[K]> } & { [K in LooseKeys<T>]?: Wire<T[K]> };

/** The body a service passes: `z.input` of the endpoint's body, with files as `File`. */
export type WireBody<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? Shape<z.input<B>> : never;

type Scalar = string | number | boolean | null | undefined | Blob;

export type FieldValue = string | Blob;

/** Method and body as sent; a multipart body is a list of fields for `api-upload.server.ts`. */
export function encodeBody(
  endpoint: Endpoint,
  values: Record<string, unknown> | undefined,
):
  | { method: string; body?: string; contentType?: string; multipart?: undefined }
  | { method: string; multipart: [string, FieldValue][] } {
  if (values === undefined) return { method: endpoint.method };
  const encoding = endpoint.encoding ?? "json";
  if (encoding === "json") {
    return { method: endpoint.method, body: JSON.stringify(values), contentType: "application/json" };
  }
  const override = endpoint.method === "PUT" || endpoint.method === "DELETE" ? endpoint.method : undefined;
  const entries: [string, Scalar][] = override ? [["_method", override]] : [];
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        // A list of records (a round's lines) goes as `lines[0][new_price]`, as PHP-style forms do.
        if (isRecord(item)) {
          for (const [field, inner] of Object.entries(item))
            entries.push([`${key}[${index}][${field}]`, inner as Scalar]);
        } else entries.push([`${key}[]`, item as Scalar]);
      });
    } else entries.push([key, value as Scalar]);
  }
  const method = override ? "POST" : endpoint.method;
  const fields = entries.flatMap(([key, value]): [string, FieldValue][] =>
    value === undefined ? [] : [[key, value instanceof Blob ? value : text(value)]],
  );
  if (encoding === "multipart") return { method, multipart: fields };
  const form = new URLSearchParams();
  for (const [key, value] of fields) if (typeof value === "string") form.append(key, value);
  return { method, body: form.toString(), contentType: "application/x-www-form-urlencoded;charset=UTF-8" };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Blob) && !Array.isArray(value);
}

function text(value: Exclude<Scalar, undefined | Blob>): string {
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value === null) return "";
  return String(value);
}
