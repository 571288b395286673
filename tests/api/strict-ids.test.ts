// Ids are decimal digits: `0x10`, `1e3`, `+1` name no record (they used to be read as 16, 1000, 1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idParam } from "../../server/contract/envelope";
import { startApi, type TestApi } from "./support";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe("idParam", () => {
  it.each(["16", "1", "2147483647"])("reads %s", (value) => {
    expect(idParam.parse(value)).toBe(Number(value));
  });
  it.each(["0x10", "1e3", "+1", " 16", "16 ", "1.0", "-1", "0", "", "2147483648", "٣", "0b1", "Infinity"])(
    "refuses %j",
    (value) => {
      expect(idParam.safeParse(value).success).toBe(false);
    },
  );
  it("takes numbers from JSON as they are", () => {
    expect(idParam.parse(16)).toBe(16);
    expect(idParam.safeParse(1.5).success).toBe(false);
  });
});

describe("path ids in the API", () => {
  it("answers a product only for its plain id", async () => {
    expect((await api.app.inject("/api/product/16")).statusCode).toBe(200);
    for (const spelling of ["0x10", "1e1", "+16", "016e0"]) {
      const response = await api.app.inject(`/api/product/${encodeURIComponent(spelling)}`);
      expect(response.statusCode, spelling).toBe(400);
    }
  });
});
