// The storage provider's local folder adapter and the byte counter uploads stream through.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byteLimit, localFolderStorage, TooLargeError, type Storage } from "../../server/providers/storage";

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  storage = localFolderStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("localFolderStorage", () => {
  it("puts, streams, moves and deletes", async () => {
    expect(await storage.put("a/b.txt", Readable.from([Buffer.from("halo "), Buffer.from("dunia")]))).toEqual({
      size: 10,
    });
    const stored = await storage.stream("a/b.txt");
    expect(stored?.size).toBe(10);
    expect(await text(stored!.stream)).toBe("halo dunia");
    await storage.move("a/b.txt", "c/d.txt");
    expect(await storage.stream("a/b.txt")).toBeNull();
    expect(await text((await storage.stream("c/d.txt"))!.stream)).toBe("halo dunia");
    await storage.delete("c/d.txt");
    await storage.delete("c/d.txt");
    expect(await storage.stream("c/d.txt")).toBeNull();
  });

  it("never overwrites and never leaves the root", async () => {
    await storage.put("once.txt", Buffer.from("1"));
    await expect(storage.put("once.txt", Buffer.from("2"))).rejects.toThrow();
    expect(await text((await storage.stream("once.txt"))!.stream)).toBe("1");
    for (const key of ["../x", "a/../../x", "/etc/passwd", "", "a//b"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/not a storage key/);
      expect(await storage.stream(key)).toBeNull();
    }
  });
});

describe("byteLimit", () => {
  it("stops a stream at its limit and the put leaves nothing behind", async () => {
    const counted = byteLimit(1000, 4);
    const source = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(100, 7)));
    await expect(storage.put("big/file.bin", counted.count(source))).rejects.toBeInstanceOf(TooLargeError);
    expect(counted.size()).toBeLessThanOrEqual(1100);
    expect(existsSync(path.join(root, "big", "file.bin"))).toBe(false);
    expect(await readdir(path.join(root, "big"))).toEqual([]);
  });

  it("passes a stream within the limit and keeps its first bytes", async () => {
    const counted = byteLimit(1000, 4);
    await storage.put("small.bin", counted.count(Readable.from([Buffer.from("abcdefgh")])));
    expect(counted.size()).toBe(8);
    expect(counted.head().toString()).toBe("abcd");
  });
});
