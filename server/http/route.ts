import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod";
import type { FieldErrors } from "../contract/envelope";
import { actorsOf, type ActorKind, type Endpoint } from "../contract/endpoint";
import { HttpError } from "./errors";
import type { Fields } from "./fields";
import { messages } from "./messages";
import type { Storage } from "../providers/storage";
import { defaultMultipartLimits, readMultipart, type MultipartLimits } from "./multipart";
import { parsePart, ValidationError } from "./validation";

/** Checks the caller of an endpoint with `auth`; it throws a 401 when the token is not of its kind. */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** One guard per kind of actor; decorated by the auth module before any route with `auth` is registered. */
    authGuards: Readonly<Record<ActorKind, AuthGuard>>;
  }
}

/** A route open to several kinds of actor: the first guard that accepts the token wins. */
function anyOf(guards: AuthGuard[]): AuthGuard {
  if (guards.length === 1) return guards[0];
  return async (request, reply) => {
    let refusal: unknown;
    for (const guard of guards) {
      try {
        return await guard(request, reply);
      } catch (error) {
        refusal ??= error;
      }
    }
    throw refusal;
  };
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
  /**
   * Stream multipart file parts to this storage as they arrive (`SpooledFile`) instead of buffering
   * them: for routes taking large files. The handler moves what it keeps; the rest is deleted after it.
   */
  spool?: Storage;
  /** The message of a 400 with field errors (default: the generic one), where the spec names its own text. */
  invalidMessage?: (errors: FieldErrors) => string;
};

/**
 * PUT/DELETE endpoints sent as forms also answer `POST` with `_method=PUT` (or DELETE): HTML forms and
 * the spec's payloads can only POST, and Fastify routes before any body is read, so the override is a
 * second route that checks the field rather than a method rewrite.
 */
const takesMethodOverride = (endpoint: Endpoint) =>
  (endpoint.method === "PUT" || endpoint.method === "DELETE") &&
  (endpoint.encoding === "form" || endpoint.encoding === "multipart");

async function readBody(
  request: FastifyRequest,
  limits: MultipartLimits,
  spool?: { storage: Storage; keys: string[] },
): Promise<unknown> {
  if (request.isMultipart()) return readMultipart(request, limits, spool);
  return request.body ?? {};
}

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Registers an endpoint of the contract table at `/api/<path>`: parses params, query and body with its
 * schemas (all three, so every field error comes back at once: a 400 with `{ field: [messages] }`), runs
 * the guard of the endpoint's kind of actor (`auth`) before the body is read, and hands the handler typed input.
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
  const actors = actorsOf(endpoint);
  if (actors.length > 0 && !app.hasDecorator("authGuards")) {
    throw new Error(`${endpoint.method} ${url} needs auth: decorate "authGuards" before registering it`);
  }
  const onRequest = actors.length > 0 ? [anyOf(actors.map((actor) => app.authGuards[actor]))] : [];

  type Spool = { storage: Storage; keys: string[] };

  const handle = async (request: FastifyRequest, reply: FastifyReply, overridden: boolean, spool?: Spool) => {
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
      const raw = await readBody(request, limits, spool);
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
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, options.invalidMessage?.(errors));
    return handler({ params, query, body } as RouteInput<E>, request, reply);
  };

  const run = (overridden: boolean) =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      if (!options.spool) return handle(request, reply, overridden);
      const spool: Spool = { storage: options.spool, keys: [] };
      try {
        return await handle(request, reply, overridden, spool);
      } finally {
        // Spooled parts the handler did not move (or all of them, on an error) are of no use.
        await Promise.all(spool.keys.map((key) => spool.storage.delete(key)));
      }
    };

  app.route({ method: endpoint.method, url, onRequest, bodyLimit: options.bodyLimit, handler: run(false) });
  if (takesMethodOverride(endpoint)) {
    app.route({ method: "POST", url, onRequest, bodyLimit: options.bodyLimit, handler: run(true) });
  }
}
