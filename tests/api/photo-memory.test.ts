// Image decompression bombs (issue 23 item 3): a small PNG of 7000 × 7000 pixels is refused from its
// header, and six large photos at once keep the API's resident memory bounded: they are decoded from
// their files straight to the cropped size, two at a time. The API runs in a process of its own and
// is sampled from /proc while the uploads run.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginResponse } from "../../server/contract/auth";
import { apiProcessEnv } from "../../server/scripts/api-env";
import { DEMO_LOGIN } from "../helpers/test-db";

const MB = 1024 * 1024;

let child: ChildProcess;
let port = 0;
let pid = 0;
let token = "";
let userId = 0;

beforeAll(async () => {
  // Started as `npm start` and `npm run api` start the API: with its malloc arenas limited.
  child = spawn(process.execPath, ["--import", "tsx", "tests/api/fixtures/upload-api.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...apiProcessEnv() },
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the API process stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).once("line", resolve);
  });
  ({ port, pid } = JSON.parse(line) as { port: number; pid: number });
  const login = await fetch(`http://127.0.0.1:${port}/api/customer/login`, {
    method: "POST",
    body: new URLSearchParams({ email: DEMO_LOGIN.username, password: DEMO_LOGIN.password }),
  });
  const answer = loginResponse.parse(await login.json()).data;
  token = answer.token;
  userId = answer.user.id;
}, 120_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
});

function rss(): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error("no VmRSS in /proc");
  return Number(match[1]) * 1024;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

async function uploadPhoto(image: Buffer) {
  const form = new FormData();
  form.append("_method", "PUT");
  const fields = {
    name: "Dinas Pendidikan Kota Makassar",
    instance_name: "Bagian Umum",
    birthdate: "1990-05-17",
    gender: "1",
    email: "demo@pengadaan.test",
    phone: "081355509876",
    nip: "199005172015031001",
    name_pp: "Muh. Ilham",
    name_ppk: "Andi Baso",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "foto.png");
  return fetch(`http://127.0.0.1:${port}/api/customer/data-customer/update/${userId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

async function peakGrowth(run: () => Promise<void>): Promise<number> {
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rss()) - baseline;
}

describe("profile photos and decompression bombs", () => {
  it("refuses a 7000 × 7000 PNG from its header, with the format message", async () => {
    const bomb = await png(7000, 7000);
    expect(bomb.length).toBeLessThan(2_000_000);
    const response = await uploadPhoto(bomb);
    expect(response.status).toBe(422);
    expect((await response.json()).data).toEqual({
      image: ["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"],
    });
  }, 60_000);

  it("takes six photos of 4800 × 4800 at once within a bounded memory", async () => {
    const photo = await png(4800, 4800);
    // Warm up: the baseline is a running API's, with sharp loaded and its allocator's pages held.
    expect((await uploadPhoto(photo)).status).toBe(200);
    const statuses: number[] = [];
    const growth = await peakGrowth(async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => uploadPhoto(photo)));
      for (const answer of answers) statuses.push(answer.status);
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    console.log(`API resident memory growth during six 23-megapixel photos at once: ${(growth / MB).toFixed(1)} MB`);
    // Decoded whole, each took 66 MB of raw pixels in the heap besides libvips' own: six, well over 400 MB.
    expect(growth).toBeLessThan(200 * MB);
  }, 120_000);
});
