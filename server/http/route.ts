import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod";
import type { FieldErrors } from "../contract/envelope";
import type { Endpoint } from "../contract/endpoints";
import { HttpError } from "./errors";
import type { Fields } from "./fields";
import { messages } from "./messages";
import { defaultMultipartLimits, readMultipart, type MultipartLimits } from "./multipart";
import { parsePart, ValidationError } from "./validation";

/** Checks the caller of an `auth: true` endpoint; it throws (or replies 401) when there is none. */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Decorated by the auth module before any `auth: true` route is registered. */
    authenticate: AuthGuard;
  }
}

export const API_PREFIX = "/api/";
export const apiUrl = (endpoint: Pick<Endpoint, "path">) => `${API_PREFIX}${endpoint.path}`;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed `params`, `query` and `body` of its endpoint's contract. */
export type RouteInput<E extends Endpoint> = {
  params: E extends { params: infer P } ? Output<P> : undefined;
  query: E extends { query: infer Q } ? Output<Q> : undefined;
  body: E extends { body: infer B } ? Output<B> : undefined;
};

/** A handler returns the response body (typed by the contract) or the reply when it sent one itself. */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E["response"]> | FastifyReply>;

export type RouteOptions = {
  /** Per-route multipart limits (defaults: `defaultMultipartLimits`). */
  multipart?: Partial<MultipartLimits>;
  /** Bytes for JSON/urlencoded bodies (default: the app's). */
  bodyLimit?: number;
};

/**
 * PUT/DELETE endpoints sent as forms also answer `POST` with `_method=PUT` (or DELETE): HTML forms and
 * the spec's payloads can only POST, and Fastify routes before any body is read, so the override is a
 * second route that checks the field rather than a method rewrite.
 */
const takesMethodOverride = (endpoint: Endpoint) =>
  (endpoint.method === "PUT" || endpoint.method === "DELETE") &&
  (endpoint.encoding === "form" || endpoint.encoding === "multipart");

async function readBody(request: FastifyRequest, limits: MultipartLimits): Promise<unknown> {
  if (request.isMultipart()) return readMultipart(request, limits);
  return request.body ?? {};
}

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Registers an endpoint of the contract table at `/api/<path>`: parses params, query and body with its
 * schemas (all three, so every field error comes back at once: a 400 with `{ field: [messages] }`), runs
 * the auth guard for `auth: true` endpoints before the body is read, and hands the handler typed input.
 * Bodies may come as JSON, urlencoded (bracket names: `a[]`, `a[0][b]`) or multipart (files as `UploadedFile`).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const url = apiUrl(endpoint);
  const limits = { ...defaultMultipartLimits, ...options.multipart };
  if (endpoint.auth && !app.hasDecorator("authenticate")) {
    throw new Error(`${endpoint.method} ${url} needs auth: decorate "authenticate" before registering it`);
  }
  const onRequest = endpoint.auth ? [app.authenticate] : [];

  const run = (overridden: boolean) =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const errors: FieldErrors = {};
      const parse = (schema: z.ZodType | undefined, value: unknown, part: string) => {
        if (!schema) return undefined;
        const parsed = parsePart(schema, value, part);
        if (parsed.ok) return parsed.value;
        Object.assign(errors, parsed.errors);
        return undefined;
      };
      const params = parse(endpoint.params, request.params, "params");
      const query = parse(endpoint.query, request.query, "query");
      let body: unknown;
      if (endpoint.body || overridden) {
        const raw = await readBody(request, limits);
        let fields = raw;
        if (isFields(raw) && "_method" in raw) {
          const { _method: method, ...rest } = raw;
          if (overridden && String(method).toUpperCase() !== endpoint.method)
            throw new HttpError(405, messages.methodNotAllowed);
          fields = rest;
        } else if (overridden) {
          throw new HttpError(405, messages.methodNotAllowed);
        }
        body = parse(endpoint.body, fields, "body");
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      return handler({ params, query, body } as RouteInput<E>, request, reply);
    };

  app.route({ method: endpoint.method, url, onRequest, bodyLimit: options.bodyLimit, handler: run(false) });
  if (takesMethodOverride(endpoint)) {
    app.route({ method: "POST", url, onRequest, bodyLimit: options.bodyLimit, handler: run(true) });
  }
}
