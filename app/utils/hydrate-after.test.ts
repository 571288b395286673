import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { HOLD_MAX_MS, HYDRATE_AFTER_SCRIPT } from "./hydrate-after";

type Img = { complete: boolean; listeners: Record<string, () => void> };

/** Runs the head script in a bare window with fake frames, paint timing and images. */
function page({ paintTiming, images }: { paintTiming: boolean; images: Img[] }) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  const window: Record<string, unknown> = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    document: {
      querySelectorAll: () =>
        images.map((img) => ({
          get complete() {
            return img.complete;
          },
          addEventListener: (type: string, run: () => void) => (img.listeners[type] = run),
        })),
    },
  };
  if (paintTiming) {
    const Observer = function (this: { observe(): void; disconnect(): void }, callback: typeof paintCallback) {
      paintCallback = callback;
      this.observe = () => {};
      this.disconnect = () => (paintCallback = null);
    } as unknown as { supportedEntryTypes: string[] };
    Observer.supportedEntryTypes = ["paint", "resource"];
    window.PerformanceObserver = Observer;
  }
  window.window = window;
  runInNewContext(HYDRATE_AFTER_SCRIPT, window);
  const settled = vi.fn();
  (window.__remixHydrateAfter as Promise<void>).then(settled);
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    settled,
    flush,
    frame: () => frames.splice(0).forEach((run) => run()),
    paint: () => paintCallback?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    tick: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe("HYDRATE_AFTER_SCRIPT", () => {
  it("settles after the first paint, the high-priority images and two frames", async () => {
    const image: Img = { complete: false, listeners: {} };
    const p = page({ paintTiming: true, images: [image] });
    p.frame();
    p.tick(0);
    await p.flush();
    expect(p.settled, "nothing before the paint").not.toHaveBeenCalled();
    p.paint();
    p.frame();
    p.tick(0);
    await p.flush();
    expect(p.settled, "the image is still loading").not.toHaveBeenCalled();
    image.listeners.load();
    p.frame();
    p.tick(0);
    await p.flush();
    expect(p.settled, "one frame is not enough for the image to paint").not.toHaveBeenCalled();
    p.frame();
    p.tick(0);
    await p.flush();
    expect(p.settled).toHaveBeenCalledOnce();
  });

  it("goes by frames where the browser has no paint timing", async () => {
    const p = page({ paintTiming: false, images: [] });
    p.frame();
    p.frame();
    p.tick(0);
    p.frame();
    p.frame();
    p.tick(0);
    await p.flush();
    expect(p.settled).toHaveBeenCalledOnce();
  });

  it(`never waits longer than ${HOLD_MAX_MS} ms (an image that never arrives, a tab not painted)`, async () => {
    const p = page({ paintTiming: true, images: [{ complete: false, listeners: {} }] });
    p.tick(HOLD_MAX_MS - 1);
    await p.flush();
    expect(p.settled).not.toHaveBeenCalled();
    p.tick(1);
    await p.flush();
    expect(p.settled).toHaveBeenCalledOnce();
  });
});
