import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cached } from "~/utils/cache.server";
import { logger } from "~/utils/logger.server";

let key = 0;
const nextKey = () => `test-${++key}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("cached", () => {
  it("loads once and serves the value while fresh", async () => {
    const k = nextKey();
    const load = vi.fn().mockResolvedValue("v1");
    expect(await cached(k, 1000, load)).toBe("v1");
    vi.advanceTimersByTime(999);
    expect(await cached(k, 1000, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares one load between concurrent misses", async () => {
    const k = nextKey();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const a = cached(k, 1000, load);
    const b = cached(k, 1000, load);
    pending.resolve("shared");
    expect(await Promise.all([a, b])).toEqual(["shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the stale value at once and refreshes it in the background", async () => {
    const k = nextKey();
    await cached(k, 1000, async () => "old");
    vi.advanceTimersByTime(1000);
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    expect(await cached(k, 1000, load)).toBe("old");
    expect(await cached(k, 1000, load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve("new");
    await vi.waitFor(async () => expect(await cached(k, 1000, load)).toBe("new"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the stale value when the refresh fails, and tries again later", async () => {
    const k = nextKey();
    await cached(k, 1000, async () => "old");
    vi.advanceTimersByTime(1000);
    const failing = deferred<string>();
    failing.promise.catch(() => undefined);
    expect(await cached(k, 1000, () => failing.promise)).toBe("old");
    failing.reject(new Error("upstream down"));
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
    const load = vi.fn().mockResolvedValue("new");
    expect(await cached(k, 1000, load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects every waiter when there is no value and the load fails, then retries", async () => {
    const k = nextKey();
    const failing = deferred<string>();
    const a = cached(k, 1000, () => failing.promise);
    const b = cached(k, 1000, () => failing.promise);
    failing.reject(new Error("down"));
    await expect(a).rejects.toThrow("down");
    await expect(b).rejects.toThrow("down");
    expect(await cached(k, 1000, async () => "back")).toBe("back");
  });
});
