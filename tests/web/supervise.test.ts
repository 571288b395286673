import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { supervise, type Supervisor } from "../../server/scripts/supervise";

let supervisor: Supervisor | undefined;
let dir: string | undefined;
afterEach(async () => {
  await supervisor?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Appends a line per start; the first two starts crash, the third stays up.
const crashTwice = `
const fs = require("node:fs");
const file = process.argv[1];
fs.appendFileSync(file, "start\\n");
if (fs.readFileSync(file, "utf8").split("\\n").filter(Boolean).length <= 2) process.exit(3);
setInterval(() => {}, 1000);
`;

describe("supervise", () => {
  it("restarts a crashed process with a growing backoff and logs each crash", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "supervise-"));
    const file = path.join(dir, "starts.log");
    const log: string[] = [];
    supervisor = supervise({
      name: "api",
      command: process.execPath,
      args: ["-e", crashTwice, file],
      spawnOptions: { stdio: "ignore" },
      backoffMs: 50,
      log: (message) => log.push(message),
    });
    await expect.poll(() => supervisor!.restarts, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await readFile(file, "utf8")).split("\n").filter(Boolean).length).toBe(3);
    expect(supervisor.child.exitCode).toBeNull();
    expect(log.filter((line) => line.startsWith("api stopped (exit 3)"))).toEqual([
      "api stopped (exit 3); restarting in 0.05 s",
      "api stopped (exit 3); restarting in 0.1 s",
    ]);
  });

  it("does not restart what it was asked to stop", async () => {
    supervisor = supervise({
      name: "web",
      command: process.execPath,
      args: ["-e", "setInterval(() => {}, 1000)"],
      spawnOptions: { stdio: "ignore" },
      backoffMs: 10,
      log: () => undefined,
    });
    await supervisor.stop();
    expect(supervisor.child.signalCode).toBe("SIGTERM");
    await new Promise((resolve) => setImmediate(resolve));
    expect(supervisor.restarts).toBe(0);
  });
});
