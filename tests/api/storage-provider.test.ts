// The storage contract, run against both adapters (the local folder and an S3 bucket, s3rver here),
// and the byte counter uploads stream through.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { AbortMultipartUploadCommand, CreateMultipartUploadCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3Client, s3Storage } from "../../server/providers/s3-storage";
import { byteLimit, localFolderStorage, TooLargeError, type Storage } from "../../server/providers/storage";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";

let root: string;
let s3: TestS3Server;
const adapters: Record<string, Storage> = {};
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  s3 = await startS3Server();
  adapters.local = localFolderStorage(root);
  adapters.s3 = s3Storage({ client: createS3Client(s3.settings), bucket: s3.bucket, prefix: "public/" });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3.close();
});

describe.each(["local", "s3"])("the %s storage", (name) => {
  const storage = () => adapters[name];

  it("puts, streams, moves and deletes", async () => {
    expect(await storage().put("a/b.txt", Readable.from([Buffer.from("halo "), Buffer.from("dunia")]))).toEqual({
      size: 10,
    });
    const stored = await storage().stream("a/b.txt");
    expect(stored?.size).toBe(10);
    expect(stored?.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(stored!.stream)).toBe("halo dunia");
    await storage().move("a/b.txt", "c/d.txt");
    expect(await storage().stream("a/b.txt")).toBeNull();
    expect(await text((await storage().stream("c/d.txt"))!.stream)).toBe("halo dunia");
    await storage().delete("c/d.txt");
    await storage().delete("c/d.txt");
    expect(await storage().stream("c/d.txt")).toBeNull();
  });

  it("streams a byte range with the whole object's size", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await storage().put("media/range.bin", bytes);
    const part = await storage().stream("media/range.bin", { start: 10, end: 19 });
    expect(part?.size).toBe(256);
    expect(Buffer.from(await new Response(Readable.toWeb(part!.stream) as ReadableStream).arrayBuffer())).toEqual(
      bytes.subarray(10, 20),
    );
  });

  it("states an object's size and date without reading it", async () => {
    await storage().put("media/stat.bin", Buffer.alloc(300, 1));
    const info = await storage().stat("media/stat.bin");
    expect(info?.size).toBe(300);
    expect(info?.modified.getTime()).toBe((await storage().stream("media/stat.bin"))?.modified.getTime());
    expect(await storage().stat("media/none.bin")).toBeNull();
    expect(await storage().stat("../x")).toBeNull();
  });

  it("answers null for a missing key, and moving one fails", async () => {
    expect(await storage().stream("none/here.jpg")).toBeNull();
    expect(await storage().stream("none/here.jpg", { start: 0, end: 3 })).toBeNull();
    await expect(storage().move("none/here.jpg", "none/there.jpg")).rejects.toThrow();
  });

  it("never overwrites and never leaves the root", async () => {
    await storage().put("once.txt", Buffer.from("1"));
    await expect(storage().put("once.txt", Buffer.from("2"))).rejects.toThrow();
    expect(await text((await storage().stream("once.txt"))!.stream)).toBe("1");
    for (const key of ["../x", "a/../../x", "/etc/passwd", "", "a//b"]) {
      await expect(storage().put(key, Buffer.from("x"))).rejects.toThrow(/not a storage key/);
      expect(await storage().stream(key)).toBeNull();
    }
  });

  it("stops an upload at its limit and leaves nothing behind", async () => {
    const counted = byteLimit(1000, 4);
    const source = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(100, 7)));
    await expect(storage().put("big/file.bin", counted.count(source))).rejects.toBeInstanceOf(TooLargeError);
    expect(counted.size()).toBeLessThanOrEqual(1100);
    expect(await storage().stream("big/file.bin")).toBeNull();
  });

  it("streams an upload larger than one part", async () => {
    // Over the 5 MB part size: a multipart upload, one part in memory at a time.
    const chunk = Buffer.alloc(1024 * 1024, 3);
    const source = Readable.from(Array.from({ length: 6 }, () => chunk));
    expect(await storage().put("big/video.mp4", source)).toEqual({ size: 6 * chunk.length });
    const tail = await storage().stream("big/video.mp4", { start: 6 * chunk.length - 4, end: 6 * chunk.length - 1 });
    expect(tail?.size).toBe(6 * chunk.length);
    expect([...Buffer.from(await text(tail!.stream), "latin1")]).toEqual([3, 3, 3, 3]);
  });
});

/** 13 MB in 700 KB chunks, each of its own byte value: three parts whose edges fall inside chunks. */
function mixedChunks(): Buffer[] {
  return Array.from({ length: 19 }, (_, i) => Buffer.alloc(700 * 1024, i + 1));
}
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("the S3 storage's multipart upload", () => {
  const bucket = () => adapters.s3;

  it("stores every byte in order when parts end inside chunks, from a stream or from memory", async () => {
    const whole = Buffer.concat(mixedChunks());
    expect(await bucket().put("parts/stream.bin", Readable.from(mixedChunks()))).toEqual({ size: whole.length });
    expect(await bucket().put("parts/memory.bin", whole)).toEqual({ size: whole.length });
    for (const key of ["parts/stream.bin", "parts/memory.bin"]) {
      const stored = await buffer((await bucket().stream(key))!.stream);
      expect(stored.length).toBe(whole.length);
      expect(sha(stored)).toBe(sha(whole));
    }
  });

  it("stores an empty stream and one exactly a part long", async () => {
    expect(await bucket().put("parts/empty.bin", Readable.from([]))).toEqual({ size: 0 });
    expect((await bucket().stat("parts/empty.bin"))?.size).toBe(0);
    const part = Buffer.alloc(5 * 1024 * 1024, 9);
    expect(await bucket().put("parts/one.bin", Readable.from([part]))).toEqual({ size: part.length });
    expect(sha(await buffer((await bucket().stream("parts/one.bin"))!.stream))).toBe(sha(part));
  });

  it("leaves neither the object nor an open upload behind a stream that fails after its first part", async () => {
    async function* failing() {
      yield* mixedChunks().slice(0, 10);
      throw new Error("the client went away");
    }
    // s3rver keeps no list of open uploads, so the abort is seen on its way out.
    const client = createS3Client(s3.settings);
    const sent = vi.spyOn(client, "send");
    const storage = s3Storage({ client, bucket: s3.bucket, prefix: "public/" });
    await expect(storage.put("parts/failed.bin", Readable.from(failing()))).rejects.toThrow("the client went away");
    expect(await storage.stream("parts/failed.bin")).toBeNull();
    const commands = sent.mock.calls.map(([command]) => command);
    const created = commands.filter((command) => command instanceof CreateMultipartUploadCommand);
    const aborted = commands.filter((command) => command instanceof AbortMultipartUploadCommand);
    expect(created).toHaveLength(1);
    expect(aborted.map((command) => command.input.Key)).toEqual(["public/parts/failed.bin"]);
    const answers = await Promise.allSettled(sent.mock.results.map((result) => result.value));
    const uploadId = answers
      .map((answer) => (answer.status === "fulfilled" ? (answer.value as { UploadId?: string }) : undefined))
      .find((answer) => answer?.UploadId)?.UploadId;
    expect(uploadId).toBeTruthy();
    expect(aborted[0].input.UploadId).toBe(uploadId);
  });
});

describe("createS3Client", () => {
  it("addresses the bucket path-style exactly when an endpoint is set, unless told otherwise", async () => {
    const pathStyle = (settings: Parameters<typeof createS3Client>[0]) =>
      createS3Client(settings).config.forcePathStyle;
    expect(pathStyle({ endpoint: "http://minio:9000" })).toBe(true);
    expect(pathStyle({})).toBe(false);
    expect(pathStyle({ endpoint: "http://minio:9000", forcePathStyle: false })).toBe(false);
    expect(pathStyle({ forcePathStyle: true })).toBe(true);
    expect(await createS3Client({}).config.region()).toBe("us-east-1");
  });
});

describe("the local folder storage", () => {
  it("leaves no partial file behind a failed upload", async () => {
    const counted = byteLimit(1000, 4);
    const source = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(100, 7)));
    await expect(adapters.local.put("big2/file.bin", counted.count(source))).rejects.toBeInstanceOf(TooLargeError);
    expect(existsSync(path.join(root, "big2", "file.bin"))).toBe(false);
    expect(await readdir(path.join(root, "big2"))).toEqual([]);
  });

  it("leaves no file behind a source that fails before the file is open", async () => {
    // Under load the file opened after the source had failed, and after the clean-up: hold the open back.
    const open = fs.open;
    let fileOpened!: () => void;
    const openedLate = new Promise<void>((done) => (fileOpened = done));
    const held = vi.spyOn(fs, "open").mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (...result: unknown[]) => void;
      setTimeout(() => open(...(args as [string]), (...result: unknown[]) => (callback(...result), fileOpened())), 50);
    }) as typeof fs.open);
    const counted = byteLimit(1000, 4);
    const source = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(100, 7)));
    try {
      await expect(adapters.local.put("early/file.bin", counted.count(source))).rejects.toBeInstanceOf(TooLargeError);
    } finally {
      held.mockRestore();
    }
    await openedLate;
    expect(await readdir(path.join(root, "early"))).toEqual([]);
  });

  it("keeps someone else's file when a failing upload aims at its key", async () => {
    await adapters.local.put("taken/file.bin", Buffer.from("milik orang lain"));
    const failing = new Readable({ read: () => failing.destroy(new TooLargeError(10)) });
    await expect(adapters.local.put("taken/file.bin", failing)).rejects.toThrow();
    expect(await text((await adapters.local.stream("taken/file.bin"))!.stream)).toBe("milik orang lain");
  });
});

describe("byteLimit", () => {
  it("passes a stream within the limit and keeps its first bytes", async () => {
    const counted = byteLimit(1000, 4);
    await adapters.local.put("small.bin", counted.count(Readable.from([Buffer.from("abcdefgh")])));
    expect(counted.size()).toBe(8);
    expect(counted.head().toString()).toBe("abcd");
  });
});
