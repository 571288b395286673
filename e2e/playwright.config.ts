import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const webPort = Number(process.env.E2E_WEB_PORT ?? 3130);
const apiPort = Number(process.env.E2E_API_PORT ?? 4130);
const MARKUP = /(html-validity|html-codesniffer)\.spec\.ts$/;
export const baseURL = `http://127.0.0.1:${webPort}`;

/** How the suite starts Chromium (a spec that needs other flags adds to these). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const chromium = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions,
};

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  // One retry on CI only: a keyboard journey through a native <select> can lose a typeahead keystroke
  // when the 2-core machine stalls (a space opens the picker once the typeahead window has passed).
  // A test that fails twice still fails the run; the report lists every retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure", locale: "id-ID", timezoneId: "Asia/Makassar" },
  projects: [
    { name: "js", use: { ...chromium }, testIgnore: MARKUP },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, testIgnore: MARKUP },
    // The server's HTML is the same for both: it is validated once.
    { name: "markup", use: { ...chromium, javaScriptEnabled: false }, testMatch: MARKUP },
  ],
  webServer: {
    // A fresh, seeded database for every run; the build is made by `npm run test:e2e` first.
    command: "node --import tsx server/scripts/start.ts --fresh --no-build",
    cwd: root,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Both servers log every request; the lines are in LOG_FILE, not in the test report.
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_BASE_URL: `http://127.0.0.1:${apiPort}/api`,
      DATA_DIR: process.env.E2E_DATA_DIR ?? "e2e/.tmp/data",
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      LOG_FILE: process.env.E2E_LOG_FILE ?? "e2e/.tmp/server.log",
      // E-mailed links (verification, reset) lead back to the shop under test.
      SHOP_ORIGIN: baseURL,
      // Two browsers and both servers share 2 cores here: a password hashed at OWASP's scrypt cost
      // can take seconds under that load, which is not the upstream failure the 5 s default is for.
      API_TIMEOUT_MS: "15000",
      // Every test browser is 127.0.0.1: the per-address limit would lock out the whole run.
      LOGIN_MAX_FAILURES_PER_IP: "100000",
    },
  },
});
