// The failed-login limits come from the environment (LOGIN_MAX_FAILURES_PER_*): checked here
// with small limits, through the same wiring the API's entry point uses.
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { useApiSuite } from "../helpers/api-suite";
import { expectError } from "./support";

const BFF_KEY = "test-bff-key-limits-0123456789";
const parsed = parseConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "2", LOGIN_MAX_FAILURES_PER_IP: "3" });
if (!parsed.ok) throw new Error(parsed.message);
const { LOGIN_MAX_FAILURES_PER_ACCOUNT: perAccount, LOGIN_MAX_FAILURES_PER_IP: perIp } = parsed.config;
const { api } = useApiSuite({ buyers: false, api: { trustedProxyKey: BFF_KEY, loginLimits: { perAccount, perIp } } });

const attempt = (email: string, ip: string) => ({
  method: "POST" as const,
  url: "/api/customer/login",
  headers: { "content-type": "application/x-www-form-urlencoded", "x-bff-key": BFF_KEY, "x-client-ip": ip },
  payload: new URLSearchParams({ email, password: "salah12345" }).toString(),
});

describe("configurable login limits", () => {
  it("defaults to 5 per account and 20 per address", () => {
    const parsed = parseConfig({});
    expect(
      parsed.ok && [parsed.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, parsed.config.LOGIN_MAX_FAILURES_PER_IP],
    ).toEqual([5, 20]);
  });

  it("rejects a limit that is not a positive whole number", () => {
    expect(parseConfig({ LOGIN_MAX_FAILURES_PER_IP: "0" }).ok).toBe(false);
    expect(parseConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "lima" }).ok).toBe(false);
  });

  it("locks an account for the failing address after the configured number of failures", async () => {
    await expectError(api.app, attempt("siapa-a", "198.51.100.1"), 422);
    await expectError(api.app, attempt("siapa-a", "198.51.100.1"), 422);
    const locked = await expectError(api.app, attempt("siapa-a", "198.51.100.1"), 429);
    expect(locked.message).toBe("Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.");
    await expectError(api.app, attempt("siapa-a", "198.51.100.2"), 422);
  });

  it("locks an address after the configured number of failures across accounts", async () => {
    for (const name of ["siapa-b", "siapa-c", "siapa-d"])
      await expectError(api.app, attempt(name, "198.51.100.9"), 422);
    await expectError(api.app, attempt("siapa-e", "198.51.100.9"), 429);
    await expectError(api.app, attempt("siapa-e", "198.51.100.10"), 422);
  });
});
