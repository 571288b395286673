// The way a request with its body in hand leaves for the API: node:http, whose global agent keeps
// sockets alive (Node 20). fetch (undici) cost about three times the CPU per call (its Request,
// Headers, web streams and abort signal), and a dashboard makes four calls per page.
import http from "node:http";
import https from "node:https";

export type UpstreamAnswer = { status: number; text: string };

type Limit = ({ idleMs: number } | { totalMs: number }) & { newSocket?: boolean };

/**
 * Opens a request to `url`; the caller writes the body and ends it. The answer fails with a
 * `TimeoutError` when the socket stays idle `idleMs` (an upload: slow is fine, a stall is not) or
 * the whole exchange takes `totalMs`.
 */
export function openUpstream(
  url: URL,
  method: string,
  headers: Record<string, string>,
  limit: Limit,
): { request: http.ClientRequest; answer: Promise<UpstreamAnswer> } {
  const client = url.protocol === "https:" ? https : http;
  const request = client.request(url, { method, headers, ...(limit.newSocket ? { agent: false } : {}) });
  let timedOut = false;
  const stop = () => {
    timedOut = true;
    request.destroy(timeoutError());
  };
  const timer = "totalMs" in limit ? setTimeout(stop, limit.totalMs) : undefined;
  if ("idleMs" in limit) request.setTimeout(limit.idleMs, stop);
  const answer = new Promise<UpstreamAnswer>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString() }));
      response.on("error", (error) => reject(timedOut ? timeoutError() : error));
      response.on("close", () => {
        if (!response.complete) reject(timedOut ? timeoutError() : new Error("the answer was cut off"));
      });
    });
    request.on("error", (error) => reject(timedOut ? timeoutError() : error));
  }).finally(() => clearTimeout(timer));
  return { request, answer };
}

/**
 * A request with a small body (JSON or a urlencoded form) or none. A read on a kept-alive socket the
 * API closed at that moment is sent once more on a new one (Node's documented keep-alive race).
 */
export async function sendUpstream(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  totalMs: number,
): Promise<UpstreamAnswer> {
  const outgoing = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  const { request, answer } = openUpstream(url, method, outgoing, { totalMs });
  request.end(body);
  try {
    return await answer;
  } catch (error) {
    const closedUnderUs = request.reusedSocket && (error as { code?: string }).code === "ECONNRESET";
    if (!closedUnderUs || (method !== "GET" && method !== "HEAD")) throw error;
    const again = openUpstream(url, method, outgoing, { totalMs, newSocket: true });
    again.request.end(body);
    return again.answer;
  }
}

const timeoutError = () => new DOMException("timeout", "TimeoutError");
