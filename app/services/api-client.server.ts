import { data, redirect } from "@remix-run/node";
import { errorBody, type FieldErrors } from "@contract/envelope";
import type { Endpoint } from "@contract/endpoints";
import type * as z from "zod";
import { getEnv } from "~/utils/env.server";
import { errorPageData, type ErrorPageData } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { getRequestId, upstreamRequestHeaders } from "~/utils/request-id.server";
import { destroySession, getSession, getToken } from "~/utils/session.server";

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

export type ApiRequestOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  form?: FormData | URLSearchParams;
  json?: unknown;
  /** false: send no token (answers that are cached and shared must not depend on the user). */
  auth?: boolean;
};

/** The `data` of an endpoint's envelope, as parsed by its response schema. */
export type ApiData<E extends Endpoint> = z.infer<E["response"]> extends { data: infer D } ? D : never;

/**
 * The one way to call the upstream API. Returns the parsed `data`, or throws:
 * 401 after a sent token → redirect to /login clearing the session; 404 → 404 page;
 * 400/422 with field errors → ApiValidationError; other 4xx → ApiError; down → 503;
 * timeout → 504; 5xx or an answer that breaks the contract → 502.
 */
export async function apiRequest<E extends Endpoint>(
  request: Request,
  endpoint: E,
  opts: ApiRequestOptions = {},
): Promise<ApiData<E>> {
  const env = getEnv();
  const requestId = getRequestId(request);
  const path = fillPath(endpoint.path, opts.params);
  const url = new URL(path, env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`);
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }

  const token = opts.auth === false ? undefined : await getToken(request);
  if (endpoint.auth && !token) throw redirect("/login");

  const headers = new Headers({ Accept: "application/json", ...upstreamRequestHeaders(request) });
  if (env.BFF_KEY) headers.set("X-BFF-Key", env.BFF_KEY);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined = opts.form;
  if (opts.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(opts.json);
  }

  const log = { requestId, method: endpoint.method, path };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    logger.error(
      { ...log, ms: elapsed(), cause: describeFailure(error) },
      timedOut ? "upstream timeout" : "upstream unreachable",
    );
    throw failure(timedOut ? 504 : 503);
  }
  logger.info({ ...log, status: response.status, ms: elapsed() }, "upstream");

  if (response.ok) return parseSuccess(endpoint, text, log);

  if (response.status >= 500) {
    logger.error({ ...log, status: response.status, body: text.slice(0, 200) }, "upstream error");
    throw failure(502);
  }
  const message = parseErrorMessage(text);
  if (response.status === 401 && token) {
    const session = await getSession(request);
    throw redirect("/login", { headers: { "Set-Cookie": await destroySession(session) } });
  }
  if (response.status === 404) throw failure(404);
  if (response.status === 400 || response.status === 422) {
    const fields = message?.data;
    if (fields && Object.keys(fields).length > 0) {
      throw new ApiValidationError(response.status, message.message, fields);
    }
  }
  throw new ApiError(response.status, message?.message ?? errorPageData(response.status).message);
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

function fillPath(pattern: string, params: ApiRequestOptions["params"] = {}): string {
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

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
