// What one form post may carry (issue 23 item 1): repeated fields, too many parts, over-long names or
// values are refused with the 413 page before they are parsed, in well under a second, and a visitor's
// page asked for at the same time is answered without waiting for them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { http as mock, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFormData } from "~/utils/form-data.server";
import { describeFormData } from "~/utils/submission.server";
import { asThrownData, buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

setTestEnv({ API_BASE_URL: "http://api.limits.test/api" });
const upstream = useMockUpstream();

type Action = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;
const action = async (module: string) => ((await import(`~/routes/${module}.tsx`)) as { action: Action }).action;

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

const REPEATED = "a=&".repeat(100_000);

function emptyParts(boundary: string, bytes: number): string {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
  return part.repeat(Math.ceil(bytes / part.length)) + `--${boundary}--\r\n`;
}

const formPost = (url: string, body: string, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin, ...headers },
    body,
  });

describe("form limits", () => {
  it("describes 100,000 repeated fields for the log in linear time", () => {
    const form = new FormData();
    for (let i = 0; i < 100_000; i++) form.append("a", "");
    const started = performance.now();
    const described = describeFormData(form);
    expect(performance.now() - started).toBeLessThan(500);
    expect(described.a).toHaveLength(100_000);
  });

  it("refuses 100,000 repeated fields posted to /login with the 413 page in well under a second", async () => {
    const login = await action("_auth.login");
    const { result, ms } = await timed(() =>
      thrownBy(login({ request: formPost("http://web.test/login", REPEATED), params: {}, context: {} })),
    );
    const thrown = asThrownData(result);
    expect(thrown.init?.status).toBe(413);
    expect(thrown.data.title).toBe("Data terlalu besar");
    expect(ms).toBeLessThan(1000);
  });

  it("refuses an over-long field name or value, and a body over its size, before parsing", async () => {
    const refused = async (request: Request) => asThrownData(await thrownBy(readFormData(request))).init?.status;
    expect(await refused(formPost("http://web.test/login", `${"n".repeat(1_000)}=1`))).toBe(413);
    expect(await refused(formPost("http://web.test/login", `email=${"v".repeat(200_000)}`))).toBe(413);
    expect(await refused(formPost("http://web.test/login", "x".repeat(2 * 1024 * 1024)))).toBe(413);
    const fine = await readFormData(formPost("http://web.test/login", "email=budi%40example.id&a=1&a=2"));
    expect(fine.getAll("a")).toEqual(["1", "2"]);
  });

  it("refuses a 10 MB multipart of empty parts to /profil/addulasan in well under a second", async () => {
    const url = "http://web.test/profil/addulasan?id_transaksi=1";
    const { headers } = await buyerFormHeaders(url);
    const boundary = "----limits0123";
    const request = new Request(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: emptyParts(boundary, 10 * 1024 * 1024),
    });
    const addReview = await action("profil.addulasan");
    const { result, ms } = await timed(() => thrownBy(addReview({ request, params: {}, context: {} })));
    expect(asThrownData(result).init?.status).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  describe("on a real server", () => {
    let server: http.Server;
    let base = "";
    beforeAll(async () => {
      const login = await action("_auth.login");
      server = http.createServer(async (req, res) => {
        if (req.method === "GET") return res.end("ok");
        const request = new Request(`http://web.test${req.url}`, {
          method: "POST",
          headers: req.headers as Record<string, string>,
          body: Readable.toWeb(req) as ReadableStream,
          duplex: "half",
        } as RequestInit);
        try {
          await login({ request, params: {}, context: {} });
          res.statusCode = 200;
        } catch (error) {
          res.statusCode = asThrownData(error).init?.status ?? 500;
        }
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => upstream.use(mock.all(`${base}/*`, () => passthrough())));

    it("answers a page asked for during a post of 100,000 repeated fields without delay", async () => {
      const posted = timed(() =>
        fetch(`${base}/login`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://web.test" },
          body: REPEATED,
        }),
      );
      // Asked for in the same tick: on a busy worker it would wait behind the post.
      const page = await timed(() => fetch(`${base}/`).then((response) => response.text()));
      const post = await posted;
      expect(post.result.status).toBe(413);
      expect(post.ms).toBeLessThan(1000);
      expect(page.result).toBe("ok");
      expect(page.ms).toBeLessThan(250);
    });
  });
});
