import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

/** Starts the fixture and resolves with its port and a way to wait for a line of its output. */
async function startFixture(env: Record<string, string>) {
  child = spawn(process.execPath, ["--import", "tsx", path.join("tests", "web", "fixtures", "slow-server.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    for (const waiter of waiters) if (output.includes(waiter.text)) waiter.resolve();
  });
  const lineContaining = (text: string) =>
    new Promise<void>((resolve) => {
      if (output.includes(text)) resolve();
      else waiters.push({ text, resolve });
    });
  await lineContaining("\n");
  const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
  return { port: Number(output.split("\n")[0]), lineContaining, exited, output: () => output };
}

describe("graceful shutdown", () => {
  it("lets a request in flight at SIGTERM finish, then exits 0 and takes no new connection", async () => {
    const { port, lineContaining, exited } = await startFixture({ SLOW_MS: "800", GRACE_MS: "5000" });
    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (res) => [res.status, await res.text()]);
    await lineContaining("slow request started");
    child!.kill("SIGTERM");
    expect(await slow).toEqual([200, "selesai"]);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("cuts a request still running after the grace period, so a stuck one cannot hold the process", async () => {
    const { port, lineContaining, exited } = await startFixture({ SLOW_MS: "60000", GRACE_MS: "300" });
    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await lineContaining("slow request started");
    child!.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await slow).toBe("cut");
  });
});

describe("several workers on one port", () => {
  const portLines = (text: string) => text.split("\n").filter((line) => /^\d+$/.test(line)).length;

  it("replaces a worker that dies; SIGTERM lets a request in flight finish, then the primary exits 0", async () => {
    const { port, lineContaining, exited, output } = await startFixture({
      WORKERS: "2",
      SLOW_MS: "800",
      GRACE_MS: "5000",
    });
    await expect.poll(() => portLines(output()), { timeout: 15_000 }).toBe(2);
    await fetch(`http://127.0.0.1:${port}/crash`).catch(() => "cut");
    // The primary forks a third process, which listens on the same port.
    await expect.poll(() => portLines(output()), { timeout: 15_000 }).toBe(3);
    for (let i = 0; i < 4; i += 1) expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("selesai");

    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (res) => [res.status, await res.text()]);
    await lineContaining("slow request started");
    child!.kill("SIGTERM");
    expect(await slow).toEqual([200, "selesai"]);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  }, 30_000);
});
