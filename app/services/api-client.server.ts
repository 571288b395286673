// The upstream client, one per request (the shape of Hydrogen's `lib/context.ts`): built once from
// the request and its session, so the token is read once however many calls a page makes.
// `call` and `upload` send a typed body encoded as the contract's endpoint says; `stream` hands
// bytes (downloads, media) straight through without buffering them.
import { data, redirect } from "@remix-run/node";
import { errorBody, type FieldErrors } from "@contract/envelope";
import { actorsOf, type ActorKind } from "@contract/endpoint";
import type { Endpoint } from "@contract/endpoints";
import type * as z from "zod";
import { getEnv } from "~/utils/env.server";
import { errorPageData, type ErrorPageData } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { getRequestId, upstreamRequestHeaders } from "~/utils/request-id.server";
import { currentRequestScope } from "~/utils/request-scope.server";
import { ADMIN_LOGIN_PATH, destroyAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { destroySession, getSession } from "~/utils/session.server";
import { encodeBody, type WireBody } from "./api-encode.server";
import { sendUpstream, type UpstreamAnswer } from "./api-http.server";
import { postMultipart } from "./api-upload.server";
import { streamFrom, type StreamOptions, type StreamTarget } from "./api-stream.server";

/** A 4xx answer the page may show: the upstream's message (Indonesian) and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A 400/422 with field errors, for `submission.reply({ fieldErrors })`. */
export class ApiValidationError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(status, message);
    this.name = "ApiValidationError";
  }
}

type CommonOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** false: send no token (answers that are cached and shared must not depend on the user). */
  auth?: boolean;
};

/** The options of a call; `body` is required exactly when the endpoint has one. */
export type CallOptions<E extends Endpoint> = CommonOptions &
  (E extends { body: z.ZodType } ? { body: WireBody<E> } : { body?: never });

type CallArgs<E extends Endpoint> = E extends { body: z.ZodType } ? [CallOptions<E>] : [CallOptions<E>?];

type MultipartEndpoint = Endpoint & { encoding: "multipart"; body: z.ZodType };

/** The `data` of an endpoint's envelope, as parsed by its response schema. */
export type ApiData<E extends Endpoint> = z.infer<E["response"]> extends { data: infer D } ? D : never;

export type Api = {
  /**
   * Returns the parsed `data`, or throws: 401 after a sent token → redirect to /login clearing the
   * session; 404 → 404 page; 400/422 with field errors → ApiValidationError; other 4xx → ApiError;
   * down → 503; timeout → 504; 5xx or an answer that breaks the contract → 502.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiData<E>>;
  /** `call` for a multipart endpoint: its files stream from where the upload reader spooled them. */
  upload<E extends MultipartEndpoint>(endpoint: E, options: CallOptions<E>): Promise<ApiData<E>>;
  /** The upstream's bytes as the answer to the browser; see `api-stream.server.ts`. */
  stream(target: StreamTarget, options?: StreamOptions): Promise<Response>;
};

/** What every upstream request carries; used by `call` and `stream`. */
export type UpstreamContext = {
  request: Request;
  requestId: string;
  baseUrl: URL;
  /** Whose token this client sends: the buyer's (`__session`) or the seller's (`__admin`). */
  actor: ActorKind;
  /** The session's token, read once per request. */
  token(): Promise<string | undefined>;
  /** The request id, client address, BFF key and token, as lower-case header names. */
  headers(token: string | undefined): Record<string, string>;
  /** 401 after a sent token: the session is cleared and the actor logs in again. */
  signOut(): Promise<never>;
};

const apis = new WeakMap<Request, Partial<Record<ActorKind, Api>>>();

/**
 * The upstream client of this request (made at first use, then reused). The buyer's pages use the
 * default; the seller console (`/admin/*`) asks for `"seller"`, which sends the `__admin` token.
 */
export function getApi(request: Request, actor: ActorKind = "buyer"): Api {
  let byActor = apis.get(request);
  if (!byActor) {
    byActor = {};
    apis.set(request, byActor);
  }
  return (byActor[actor] ??= createApi(createContext(request, actor)));
}

/** Each actor's session: where its token lives and where it signs in again. */
type ActorSession = { get(key: "token"): string | undefined };
const actorSessions: Record<
  ActorKind,
  { read(request: Request): Promise<ActorSession>; clear(session: ActorSession): Promise<string>; login: string }
> = {
  buyer: {
    read: getSession,
    clear: (session) => destroySession(session as Awaited<ReturnType<typeof getSession>>),
    login: "/login",
  },
  seller: {
    read: getAdminSession,
    clear: (session) => destroyAdminSession(session as Awaited<ReturnType<typeof getAdminSession>>),
    login: ADMIN_LOGIN_PATH,
  },
};

function createContext(request: Request, actor: ActorKind): UpstreamContext {
  const env = getEnv();
  const sessions = actorSessions[actor];
  let session: Promise<ActorSession> | undefined;
  const readSession = () => (session ??= sessions.read(request));
  return {
    request,
    requestId: getRequestId(request),
    baseUrl: new URL(env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`),
    actor,
    token: async () => (await readSession()).get("token"),
    headers(token) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(upstreamRequestHeaders(request))) headers[name.toLowerCase()] = value;
      if (env.BFF_KEY) headers["x-bff-key"] = env.BFF_KEY;
      if (token) headers.authorization = `Bearer ${token}`;
      return headers;
    },
    async signOut() {
      throw redirect(sessions.login, { headers: { "Set-Cookie": await sessions.clear(await readSession()) } });
    },
  };
}

function createApi(context: UpstreamContext): Api {
  const send = <E extends Endpoint>(endpoint: E, options: CommonOptions & { body?: unknown } = {}) =>
    sharedRead(context, endpoint, options, () => sendJson(context, endpoint, options));
  return {
    call: (endpoint, ...args) => send(endpoint, args[0]),
    upload: (endpoint, options) => send(endpoint, options),
    stream: (target, options) => streamFrom(context, target, options),
  };
}

/**
 * A GET that another loader of the same page request already sent gets that answer (or failure);
 * any other method empties the request's reads first, so what follows an action reads afresh.
 */
function sharedRead<T>(
  context: UpstreamContext,
  endpoint: Endpoint,
  options: CommonOptions,
  send: () => Promise<T>,
): Promise<T> {
  const reads = currentRequestScope()?.upstreamReads;
  if (!reads) return send();
  if (endpoint.method !== "GET") {
    reads.clear();
    return send();
  }
  const key = JSON.stringify([context.actor, options.auth !== false, endpoint.path, options.params, options.query]);
  const known = reads.get(key);
  if (known) return known as Promise<T>;
  const reading = send();
  reads.set(key, reading);
  return reading;
}

async function sendJson<E extends Endpoint>(
  context: UpstreamContext,
  endpoint: E,
  opts: CommonOptions & { body?: unknown },
): Promise<ApiData<E>> {
  const env = getEnv();
  const path = fillPath(endpoint.path, opts.params);
  const url = new URL(path, context.baseUrl);
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }

  assertActorAccepted(context, endpoint);
  const token = opts.auth === false ? undefined : await context.token();
  if (endpoint.auth && !token) throw redirect(actorSessions[context.actor].login);

  const headers = context.headers(token);
  headers.accept = "application/json";
  const encoded = encodeBody(endpoint, opts.body as Record<string, unknown> | undefined);
  const multipart = encoded.multipart;
  if (!multipart && encoded.contentType) headers["content-type"] = encoded.contentType;

  const log = { requestId: context.requestId, method: encoded.method, path };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: UpstreamAnswer;
  try {
    response = multipart
      ? await postMultipart(url, encoded.method, headers, multipart, env.API_TIMEOUT_MS)
      : await sendUpstream(url, encoded.method, headers, encoded.body, env.API_TIMEOUT_MS);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    logger.error(
      { ...log, ms: elapsed(), cause: describeFailure(error) },
      timedOut ? "upstream timeout" : "upstream unreachable",
    );
    throw failure(timedOut ? 504 : 503);
  }
  const text = response.text;
  logger.info({ ...log, status: response.status, ms: elapsed() }, "upstream");

  if (response.status >= 200 && response.status < 300) return parseSuccess(endpoint, text, log);

  if (response.status >= 500) {
    logger.error({ ...log, status: response.status, body: text.slice(0, 200) }, "upstream error");
    throw failure(502);
  }
  const message = parseErrorMessage(text);
  if (response.status === 401 && token) return context.signOut();
  if (response.status === 404) throw failure(404);
  if (response.status === 400 || response.status === 422) {
    const fields = message?.data;
    if (fields && Object.keys(fields).length > 0) {
      throw new ApiValidationError(response.status, message.message, fields);
    }
  }
  throw new ApiError(response.status, message?.message ?? errorPageData(response.status).message);
}

/**
 * A buyer page calling a seller endpoint (or the reverse) is a programming error: the API would
 * refuse the token anyway, and the page must not send the wrong one.
 */
export function assertActorAccepted(context: Pick<UpstreamContext, "actor">, endpoint: Endpoint): void {
  const actors = actorsOf(endpoint);
  if (actors.length > 0 && !actors.includes(context.actor)) {
    throw new Error(`${endpoint.method} ${endpoint.path} does not accept a ${context.actor} token`);
  }
}

/** The status of something a loader or action threw (a `data()` or a Response), if any. */
export function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  if (typeof error === "object" && error !== null && "init" in error && "data" in error) {
    const init = (error as { init: ResponseInit | null }).init;
    return init?.status ?? 200;
  }
  return undefined;
}

export function fillPath(pattern: string, params: CommonOptions["params"] = {}): string {
  return pattern.replace(/^\/+/, "").replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

function parseSuccess<E extends Endpoint>(endpoint: E, text: string, log: object): ApiData<E> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    logger.error({ ...log, body: text.slice(0, 200) }, "upstream answered malformed JSON");
    throw failure(502);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    logger.error({ ...log, issues }, "upstream answer breaks the contract");
    throw failure(502);
  }
  return (parsed.data as { data: ApiData<E> }).data;
}

function parseErrorMessage(text: string) {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function failure(status: number) {
  return data<ErrorPageData>(errorPageData(status), { status });
}

export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // node:http puts the system code on the error itself, fetch on its cause.
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return (error as { code?: string }).code ?? cause?.code ?? cause?.message ?? error.message;
}
