import { describe, expect, it } from "vitest";
import { plainHttpWarning } from "../../server/scripts/plain-http-warning";

type Env = Record<string, string>;

describe("npm start's plain-HTTP warning", () => {
  it.each<[Env, string]>([
    [{}, "the loopback default"],
    [{ HOST: "127.0.0.1", PUBLIC_ORIGIN: "http://localhost:3000" }, "loopback with a loopback origin"],
    [{ HOST: "::1" }, "IPv6 loopback"],
    [{ HOST: "0.0.0.0", PUBLIC_ORIGIN: "https://toko.example.id" }, "every address behind https"],
    [{ HOST: "192.168.1.10", SHOP_ORIGIN: "https://toko.example.id" }, "https under the older name"],
  ])("stays quiet for %j (%s)", (env) => {
    expect(plainHttpWarning(env)).toBeNull();
  });

  it.each<[Env]>([
    [{ HOST: "0.0.0.0" }],
    [{ HOST: "192.168.1.10", PUBLIC_ORIGIN: "http://192.168.1.10:3000" }],
    [{ HOST: "127.0.0.1", PUBLIC_ORIGIN: "http://toko.intranet:3000" }],
  ])("warns for %j", (env) => {
    expect(plainHttpWarning(env)).toMatch(/plain HTTP on a non-loopback address/);
  });
});
