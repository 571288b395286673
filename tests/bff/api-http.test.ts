// The transport under the upstream client, against a real socket (no msw): sockets are reused, a
// stalled or cut-off answer fails the call instead of hanging it or taking the process down.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendUpstream } from "~/services/api-http.server";

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(handler: http.RequestListener): Promise<{ url: URL; connections: () => number }> {
  let connections = 0;
  server = http.createServer(handler);
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/api/user`), connections: () => connections };
}

describe("sendUpstream", () => {
  it("sends the body with its length and reuses one socket for calls in a row", async () => {
    const seen: string[] = [];
    const api = await listen((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen.push(`${req.method} ${req.headers["content-length"]} ${body}`);
        res.writeHead(200, { "content-type": "application/json" }).end('{"status":true}');
      });
    });
    const first = await sendUpstream(api.url, "POST", { "content-type": "application/json" }, '{"qty":2}', 1000);
    const second = await sendUpstream(api.url, "GET", {}, undefined, 1000);
    expect(first).toEqual({ status: 200, text: '{"status":true}' });
    expect(second.status).toBe(200);
    expect(seen).toEqual(['POST 9 {"qty":2}', "GET undefined "]);
    expect(api.connections()).toBe(1);
  });

  it("fails with a TimeoutError when the answer stalls after its headers", async () => {
    const api = await listen((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"status":');
    });
    const started = Date.now();
    await expect(sendUpstream(api.url, "GET", {}, undefined, 200)).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fails, without a TimeoutError, when the API cuts its answer off", async () => {
    const api = await listen((req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"status":');
      setImmediate(() => req.socket.destroy());
    });
    const error = await sendUpstream(api.url, "GET", {}, undefined, 5000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).not.toBe("TimeoutError");
  });

  it("sends a read once more on a new socket when the API closed the kept-alive one under it", async () => {
    const served = new Map<unknown, number>();
    const api = await listen((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      // The second request on a socket meets a server that is closing it.
      if (count > 1) return void req.socket.destroy();
      res.writeHead(200, { "content-type": "application/json" }).end(`{"n":${served.size}}`);
    });
    expect((await sendUpstream(api.url, "GET", {}, undefined, 1000)).text).toBe('{"n":1}');
    expect((await sendUpstream(api.url, "GET", {}, undefined, 1000)).text).toBe('{"n":2}');
    expect(api.connections()).toBe(2);
    // A write is not sent twice: the API may have done it.
    expect((await sendUpstream(api.url, "GET", {}, undefined, 1000)).text).toBe('{"n":3}');
    await expect(sendUpstream(api.url, "POST", {}, "{}", 1000)).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
