import net from "node:net";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { logger } from "~/utils/logger.server";
import type { ErrorPageData } from "~/utils/errors";

/** A loopback port nothing listens on: a real "connection refused". */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a loader threw through Remix's `data(value, { status })`. */
export type ThrownData = { data: ErrorPageData; init: { status: number; headers?: HeadersInit } | null };

export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

export function asThrownData(error: unknown): ThrownData {
  if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) {
    throw new Error(`expected a thrown data(), got ${String(error)}`);
  }
  return error as ThrownData;
}

/** Base env for BFF tests; set before the first getEnv() call (it validates once). */
export function setTestEnv(vars: Record<string, string>) {
  Object.assign(process.env, {
    NODE_ENV: "test",
    SESSION_SECRET: "bff-test-secret-0123456789abcdef",
    ...vars,
  });
}

/**
 * An msw server standing in for the upstream API for one test file: unhandled requests fail the
 * test, handlers reset after each test, and the BFF's own log lines are kept out of the output.
 */
export function useMockUpstream(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    for (const level of ["info", "warn", "error"] as const)
      vi.spyOn(logger, level).mockImplementation((() => undefined) as never);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.restoreAllMocks();
  });
  return server;
}

/** A logged-in buyer's same-origin request headers with a valid CSRF token (for the form's `csrf`). */
export async function buyerFormHeaders(url: string, userId = 7) {
  const { commitSession, getSession } = await import("~/utils/session.server");
  const { issueCsrfToken } = await import("~/utils/csrf.server");
  const session = await getSession(new Request(url));
  session.set("token", "buyer-token");
  session.set("userId", userId);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const { token, setCookie } = await issueCsrfToken(new Request(url));
  return {
    csrf: token,
    headers: {
      Cookie: `${sessionCookie}; ${(setCookie ?? "").split(";")[0]}`,
      Origin: new URL(url).origin,
      "Sec-Fetch-Site": "same-origin",
    },
  };
}

/** The message a redirect's flash cookie carries (its signed value is the JSON text in base64), or null. */
export function flashOf(response: Response): unknown {
  const value = /__flash=([^.;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  return value ? (JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) as unknown) : null;
}

/**
 * A logged-in buyer's request to the checkout page `url` with checkout `checkoutId` in the session:
 * a GET, or with `fields` the page's form post (its CSRF token added).
 */
export async function checkoutRequest(
  url: string,
  fields?: Record<string, string> | [string, string][],
  checkoutId = 41,
): Promise<Request> {
  const { csrf, headers } = await buyerFormHeaders(url);
  const { commitSession, getSession, sessionKeys } = await import("~/utils/session.server");
  const session = await getSession(new Request(url, { headers: { Cookie: headers.Cookie } }));
  session.set(sessionKeys.checkoutId, checkoutId);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const csrfCookie = headers.Cookie.split("; ").find((cookie) => !cookie.startsWith("__session="));
  const cookies = { ...headers, Cookie: `${sessionCookie}; ${csrfCookie}` };
  if (!fields) return new Request(url, { headers: cookies });
  return new Request(url, {
    method: "POST",
    headers: { ...cookies, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([...(Array.isArray(fields) ? fields : Object.entries(fields)), ["csrf", csrf]]),
  });
}

export type StreamedFile = { name: string; filename: string; type: string; size: number };

/**
 * A multipart body made while it is read (files are generated, never held whole), as a browser
 * sends it with `Transfer-Encoding: chunked`. `pulled()` tells how many bytes the reader took.
 */
export function streamedMultipart(fields: Record<string, string>, files: StreamedFile[]) {
  const boundary = "----h4boundary7MA4YWxkTrZu0gW";
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  let pulled = 0;
  async function* parts() {
    for (const [name, value] of Object.entries(fields)) {
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    for (const file of files) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      for (let left = file.size; left > 0; left -= chunk.byteLength) {
        yield left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const iterator = parts();
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else {
        pulled += next.value.byteLength;
        controller.enqueue(next.value);
      }
    },
  });
  return {
    body,
    contentType,
    pulled: () => pulled,
    /** A POST of this body to `url` with `headers`, streamed (no Content-Length). */
    request: (url: string, headers: Record<string, string>) =>
      new Request(url, {
        method: "POST",
        body,
        headers: { ...headers, "Content-Type": contentType },
        duplex: "half",
      } as RequestInit),
  };
}

/**
 * Posts `fields` (with the CSRF token) to a route's action as a logged-in buyer's browser would
 * (urlencoded, or multipart when a file is among them), and
 * answers what it returned or threw with the submission log lines it wrote.
 */
export async function postForm(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  url: string,
  fields: [string, string | File][],
) {
  const { csrf, headers } = await buyerFormHeaders(url);
  const all: [string, string | File][] = [...fields, ["csrf", csrf]];
  // A file goes as a browser sends it: multipart, the boundary set by the request itself.
  const multipart = all.some(([, value]) => typeof value !== "string");
  const body = new FormData();
  for (const [name, value] of all) body.append(name, value);
  const request = multipart
    ? new Request(url, { method: "POST", headers, body })
    : new Request(url, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(all as [string, string][]),
      });
  return runLogged(action, request);
}

/** Runs an action on `request`: its answer (thrown or returned) and the form-submission log lines it wrote. */
export async function runLogged(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  request: Request,
  params: ActionFunctionArgs["params"] = {},
) {
  const info = vi.mocked(logger.info);
  const warn = vi.mocked(logger.warn);
  info.mockClear();
  warn.mockClear();
  let response: unknown;
  try {
    response = await action({ request, params, context: {} });
  } catch (thrown) {
    response = thrown;
  }
  const lines = [...info.mock.calls, ...warn.mock.calls]
    .filter(([, message]) => message === "form submission")
    .map(([line]) => line as unknown as Record<string, unknown>);
  return { response, lines };
}
