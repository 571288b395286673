// `npm run storage:copy`: a local storage folder into the bucket, counted; run again it copies nothing,
// and a key already in the bucket with other bytes is named and left.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Client, s3Storage } from "../../server/providers/s3-storage";
import { S3_PRIVATE_PREFIX, S3_PUBLIC_PREFIX } from "../../server/providers/storages";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "storage-copy-"));
  const files: Record<string, string> = {
    "public/products/1-1.jpg": "jpeg bytes",
    "public/customers/7-abc.jpg": "photo",
    "public/.hidden": "never served",
    "public/uploads/0123abcd": "a spool",
    "private/payments/proof-1.pdf": "%PDF-1.4",
    "private/complaints/7-ff.mp4": "video",
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, "storage", name)), { recursive: true });
    await writeFile(path.join(dataDir, "storage", name), body);
  }
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const copy = () =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "server/scripts/storage-copy.ts"], {
    env: { ...process.env, ...s3.env, DATA_DIR: dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe("npm run storage:copy", () => {
  it("copies public and private files under their prefixes, then nothing more, and names a differing one", async () => {
    const first = await copy();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("public: 2 copied");
    expect(first.stdout).toContain("2 not copied");
    expect(first.stdout).toContain("private: 2 copied");

    const client = createS3Client(s3.settings);
    const publicBucket = s3Storage({ client, bucket: s3.bucket, prefix: S3_PUBLIC_PREFIX });
    const privateBucket = s3Storage({ client, bucket: s3.bucket, prefix: S3_PRIVATE_PREFIX });
    expect(await text((await publicBucket.stream("products/1-1.jpg"))!.stream)).toBe("jpeg bytes");
    expect(await text((await privateBucket.stream("payments/proof-1.pdf"))!.stream)).toBe("%PDF-1.4");
    expect(await publicBucket.stream("uploads/0123abcd")).toBeNull();
    expect(await publicBucket.stream("payments/proof-1.pdf")).toBeNull();

    const again = await copy();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("public: 0 copied (0.0 MB), 2 already there");
    expect(again.stdout).toContain("private: 0 copied (0.0 MB), 2 already there");

    await writeFile(path.join(dataDir, "storage", "private", "complaints", "7-ff.mp4"), "another video");
    const differing = await copy();
    expect(differing.code).toBe(1);
    expect(differing.stderr).toContain("private/complaints/7-ff.mp4");
    expect(await text((await privateBucket.stream("complaints/7-ff.mp4"))!.stream)).toBe("video");
  });

  it("refuses to run without STORAGE=s3", async () => {
    const refused = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/scripts/storage-copy.ts"], {
      env: { ...process.env, STORAGE: "local", DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(2);
    expect("stderr" in refused && refused.stderr).toContain("STORAGE=s3");
  });
});
