import { describe, expect, it } from "vitest";
import { webConfigSchema, webWorkerCount } from "../../server/web/config";

const config = (env: Record<string, string>) => webConfigSchema.parse(env);

describe("how many web processes share the port", () => {
  it("is one per core, at most four, in production", () => {
    expect(webWorkerCount(config({}), 2)).toBe(2);
    expect(webWorkerCount(config({}), 16)).toBe(4);
  });

  it("is one in development, where the build changes under it", () => {
    expect(webWorkerCount(config({ NODE_ENV: "development" }), 8)).toBe(1);
  });

  it("is what WEB_WORKERS says; an empty value is unset", () => {
    expect(webWorkerCount(config({ WEB_WORKERS: "3" }), 2)).toBe(3);
    expect(webWorkerCount(config({ WEB_WORKERS: "" }), 2)).toBe(2);
    expect(() => config({ WEB_WORKERS: "0" })).toThrow();
  });
});
