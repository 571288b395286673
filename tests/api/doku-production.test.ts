// The Doku simulator in production (issue 23 item 2): off unless asked for, the start refuses without
// real credentials, its key is generated per data folder, and it sends browsers only to the shop.
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DOKU_CHECKOUT_PATH } from "../../server/providers/payment/doku";
import { DOKU_SIMULATOR_PREFIX } from "../../server/providers/payment/doku-simulator";
import { dokuTimestamp, signedHeaders } from "../../server/providers/payment/doku-signature";
import {
  paymentConfigProblem,
  paymentSetupFromConfig,
  SIMULATOR_CLIENT_ID,
  SIMULATOR_SECRET_KEY,
  simulatorSecret,
} from "../../server/modules/payment/setup";
import { parseConfig } from "../../server/config";
import { dokuSimulatorChoice } from "../../server/scripts/doku-simulator-choice";
import { startApi } from "./support";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "doku-prod-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const base = {
  DATA_DIR: dataDir,
  API_PORT: 4000,
  DOKU_PAYMENT_DUE_MINUTES: 60,
  PAYMENT_EXPIRY_MINUTES: 1440,
  PAYMENT_SWEEP_MS: 0,
};

describe("the payment configuration in production", () => {
  it("refuses to start without a Doku account unless the simulator is asked for", () => {
    expect(paymentConfigProblem({ ...base, NODE_ENV: "production" })).toMatch(/DOKU_SIMULATOR=1/);
    expect(paymentConfigProblem({ ...base, NODE_ENV: "production", DOKU_SIMULATOR: true })).toBeNull();
    expect(paymentConfigProblem({ ...base, NODE_ENV: "production", DOKU_BASE_URL: "https://api.doku.com" })).toMatch(
      /DOKU_CLIENT_ID/,
    );
    const real = { DOKU_BASE_URL: "https://api.doku.com", DOKU_CLIENT_ID: "MCH-1", DOKU_SECRET_KEY: "SK-12345678" };
    expect(paymentConfigProblem({ ...base, NODE_ENV: "production", ...real })).toBeNull();
    expect(paymentConfigProblem({ ...base, NODE_ENV: "development" })).toBeNull();
    expect(paymentSetupFromConfig({ ...base, NODE_ENV: "production", ...real }).simulator).toBeNull();
  });

  it("reads DOKU_SIMULATOR and NODE_ENV from the environment", () => {
    const parsed = parseConfig({ NODE_ENV: "production", DOKU_SIMULATOR: "1" });
    expect(parsed.ok && parsed.config.DOKU_SIMULATOR).toBe(true);
    expect(parsed.ok && paymentConfigProblem(parsed.config)).toBeNull();
    const bare = parseConfig({ NODE_ENV: "production" });
    expect(bare.ok && paymentConfigProblem(bare.config)).toMatch(/DOKU_SIMULATOR/);
  });

  it("npm start asks for the simulator on its embedded defaults, loudly, and not against a real database", () => {
    const embedded = dokuSimulatorChoice({ NODE_ENV: "production" });
    expect(embedded.value).toBe("1");
    expect(embedded.banner).toMatch(/SIMULATOR/);
    expect(dokuSimulatorChoice({ DATABASE_URL: "postgres://x@h/db" })).toEqual({ value: undefined, banner: null });
    expect(dokuSimulatorChoice({ DOKU_SIMULATOR: "0" }).banner).toBeNull();
    expect(dokuSimulatorChoice({ DOKU_BASE_URL: "https://api.doku.com" }).banner).toBeNull();
  });

  it("signs with a key generated once per data folder, never the published one", () => {
    const setup = paymentSetupFromConfig({ ...base, NODE_ENV: "production", DOKU_SIMULATOR: true });
    const key = setup.simulator!.secretKey;
    expect(key).not.toBe(SIMULATOR_SECRET_KEY);
    expect(key.length).toBeGreaterThan(30);
    const file = path.join(dataDir, "doku-simulator-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(key);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(simulatorSecret(dataDir)).toBe(key);
    const other = mkdtempSync(path.join(os.tmpdir(), "doku-prod-other-"));
    try {
      expect(simulatorSecret(other)).not.toBe(key);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the simulator sends browsers back to the shop only", () => {
  const checkout = (callback: string) => {
    const body = JSON.stringify({
      order: { amount: 1000, invoice_number: `INV-${randomUUID()}`, callback_url: callback },
    });
    const headers = signedHeaders(SIMULATOR_SECRET_KEY, {
      clientId: SIMULATOR_CLIENT_ID,
      requestId: randomUUID(),
      timestamp: dokuTimestamp(new Date()),
      target: `${DOKU_SIMULATOR_PREFIX}${DOKU_CHECKOUT_PATH}`,
      body,
    });
    return { headers: { ...headers, "content-type": "application/json" }, body };
  };

  it("refuses a checkout whose callback_url is on another origin, and redirects a sealed one home", async () => {
    const api = await startApi({ shopOrigin: "http://shop.test" });
    try {
      const evil = checkout("http://evil.example/phish");
      const refused = await api.app.inject({
        method: "POST",
        url: `${DOKU_SIMULATOR_PREFIX}${DOKU_CHECKOUT_PATH}`,
        headers: evil.headers,
        payload: evil.body,
      });
      expect(refused.statusCode).toBe(400);

      // A link sealed with the key (as the published key let anyone do) still leads only to the shop.
      const payload = Buffer.from(
        JSON.stringify({
          invoice: "INV-NONE",
          amount: 1,
          back: "http://evil.example/phish",
          expires: Date.now() + 60_000,
        }),
      ).toString("base64url");
      const tag = createHmac("sha256", `doku-sim:${SIMULATOR_SECRET_KEY}`).update(payload).digest("base64url");
      const paid = await api.app.inject({
        method: "POST",
        url: `${DOKU_SIMULATOR_PREFIX}/pay?t=${payload}.${tag}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "result=FAILED",
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe("http://shop.test/");

      const good = checkout("http://shop.test/example/doku-payment-success?id_transaksi=1");
      const accepted = await api.app.inject({
        method: "POST",
        url: `${DOKU_SIMULATOR_PREFIX}${DOKU_CHECKOUT_PATH}`,
        headers: good.headers,
        payload: good.body,
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
