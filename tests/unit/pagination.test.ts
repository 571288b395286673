import { describe, expect, it } from "vitest";
import { pageWindow } from "~/utils/pagination";

describe("pageWindow", () => {
  it("keeps five pages centred on the current one", () => {
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it("slides against the ends instead of shrinking", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows every page when there are fewer than five", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("has no links without pages, and clamps a current page outside the range", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(Number.NaN, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes another window size", () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
