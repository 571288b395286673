import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { createLogger } from "../../server/http/logger";

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const { api } = useApiSuite({ api: { logger: createLogger({ level: "info", stream: sink }) }, buyers: false });
beforeAll(async () => {
  api.app.get("/api/test/boom", async () => {
    throw new Error("kaboom");
  });
});

const secretHeaders = { authorization: "Bearer tok-SECRET-123", cookie: "__session=COOKIE-SECRET" };

describe("request logging", () => {
  it("writes exactly one line per request, carrying the caller's request id", async () => {
    lines.length = 0;
    const ids = ["req-setting-1", "req-product-2", "req-missing-3"];
    await api.app.inject({ url: "/api/setting", headers: { ...secretHeaders, "x-request-id": ids[0] } });
    await api.app.inject({ url: "/api/product/1", headers: { ...secretHeaders, "x-request-id": ids[1] } });
    await api.app.inject({ url: "/api/nowhere", headers: { ...secretHeaders, "x-request-id": ids[2] } });

    const all = records();
    expect(all).toHaveLength(3);
    expect(all.map((r) => r.reqId)).toEqual(ids);
    expect(all[0]).toMatchObject({ method: "GET", url: "/api/setting", statusCode: 200, msg: "request completed" });
    expect(all[1]).toMatchObject({ url: "/api/product/1", statusCode: 200 });
    expect(all[2]).toMatchObject({ url: "/api/nowhere", statusCode: 404 });
    for (const record of all) expect(record.responseTime).toEqual(expect.any(Number));
  });

  it("never writes the authorization header, cookies, bodies or credentials in a query", async () => {
    lines.length = 0;
    await api.app.inject({
      method: "POST",
      url: "/api/nowhere?token=QUERY-SECRET&page=2",
      headers: { ...secretHeaders, "x-request-id": "req-post" },
      payload: { password: "BODY-SECRET" },
    });
    await api.app.inject({ url: "/api/product/abc", headers: { ...secretHeaders, "x-request-id": "req-invalid" } });
    const output = lines.join("\n");
    expect(lines.length).toBe(2);
    for (const secret of ["tok-SECRET-123", "COOKIE-SECRET", "BODY-SECRET", "QUERY-SECRET"])
      expect(output).not.toContain(secret);
    expect(records()[0].url).toBe("/api/nowhere?token=[redacted]&page=2");
    // A refused request says why, on its own line.
    expect(records()[1]).toMatchObject({ reqId: "req-invalid", statusCode: 400, error: "invalid: id" });
  });

  it("logs an unexpected failure with its stack, tagged with the request id", async () => {
    lines.length = 0;
    await api.app.inject({ url: "/api/test/boom", headers: { "x-request-id": "req-boom" } });
    const all = records();
    const failure = all.find((r) => r.msg === "unhandled error") as
      { err: { stack: string }; reqId: string } | undefined;
    expect(failure?.reqId).toBe("req-boom");
    expect(failure?.err.stack).toContain("kaboom");
    expect(all.filter((r) => r.msg === "request completed")).toEqual([
      expect.objectContaining({ reqId: "req-boom", statusCode: 500 }),
    ]);
  });
});

describe("createLogger with a file", () => {
  it("writes every line to the file as well", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "api-log-"));
    try {
      const file = path.join(dir, "nested", "api.log");
      const copy: string[] = [];
      const logger = createLogger({
        file,
        stream: new Writable({
          write(chunk, _encoding, done) {
            copy.push(chunk.toString());
            done();
          },
        }),
      });
      logger.info({ headers: { authorization: "Bearer FILE-SECRET" } }, "hello file");
      logger.flush();
      const written = await readFile(file, "utf8");
      expect(written).toContain("hello file");
      expect(written).not.toContain("FILE-SECRET");
      expect(copy.join("")).toContain("hello file");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
