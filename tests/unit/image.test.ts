import { describe, expect, it } from "vitest";
import { isVideoPath } from "~/utils/image";

describe("review media kinds", () => {
  it("knows the spec's video types by the stored extension, any case", () => {
    for (const path of [
      "reviews/1-a.mp4",
      "reviews/1-a.MOV",
      "reviews/1-a.mpg",
      "reviews/1-a.3gp",
      "reviews/1-a.mkv",
      "reviews/1-a.avi",
    ]) {
      expect(isVideoPath(path)).toBe(true);
    }
  });

  it("takes pictures as pictures", () => {
    for (const path of ["reviews/1-a.jpg", "reviews/1-a.png", "reviews/1-a.webp", "products/mp4-cover.jpg"]) {
      expect(isVideoPath(path)).toBe(false);
    }
  });
});
