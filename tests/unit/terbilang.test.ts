// Indonesian number words for invoices and receipts (issue #13): across the range, the irregular
// forms (sepuluh, sebelas, seratus, seribu) and the scales that keep their "satu".
import { describe, expect, it } from "vitest";
import { rupiahInWords, terbilang } from "../../server/providers/documents/terbilang";

describe("terbilang", () => {
  it.each([
    [0, "nol"],
    [1, "satu"],
    [9, "sembilan"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [99, "sembilan puluh sembilan"],
    [100, "seratus"],
    [101, "seratus satu"],
    [110, "seratus sepuluh"],
    [111, "seratus sebelas"],
    [200, "dua ratus"],
    [999, "sembilan ratus sembilan puluh sembilan"],
    [1_000, "seribu"],
    [1_001, "seribu satu"],
    [1_100, "seribu seratus"],
    [2_000, "dua ribu"],
    [11_000, "sebelas ribu"],
    [100_000, "seratus ribu"],
    [101_000, "seratus satu ribu"],
    [1_000_000, "satu juta"],
    [1_001_000, "satu juta seribu"],
    [1_200_000, "satu juta dua ratus ribu"],
    [2_500_750, "dua juta lima ratus ribu tujuh ratus lima puluh"],
    [1_000_000_000, "satu miliar"],
    [1_000_000_001, "satu miliar satu"],
    [
      999_999_999_999,
      "sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan",
    ],
    [1_000_000_000_000, "satu triliun"],
    [
      12_345_678_901_234,
      "dua belas triliun tiga ratus empat puluh lima miliar enam ratus tujuh puluh delapan juta sembilan ratus satu ribu dua ratus tiga puluh empat",
    ],
  ])("%d is %s", (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it("reads bigints beyond the safe integers, up to the quadrillions", () => {
    expect(terbilang(10n ** 15n)).toBe("satu kuadriliun");
    expect(() => terbilang(10n ** 18n)).toThrow(RangeError);
  });

  it("refuses negatives and fractions", () => {
    expect(() => terbilang(-1)).toThrow(RangeError);
    expect(() => terbilang(1.5)).toThrow(RangeError);
  });

  it("adds the currency", () => {
    expect(rupiahInWords(1_200_000)).toBe("satu juta dua ratus ribu rupiah");
    expect(rupiahInWords(0)).toBe("nol rupiah");
  });
});
