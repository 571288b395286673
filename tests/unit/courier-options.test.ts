import { describe, expect, it } from "vitest";
import { dispatchCourierOptions } from "~/utils/courier-options";

// The seller's dispatch form chooses from the shop's couriers, the one the buyer chose at checkout
// first (the form's default), each sent as its code in capitals.

const couriers = [
  { courier_name: "Jalur Nugraha Ekakurir (JNE)", courier_code: "jne", status: "enabled" },
  { courier_name: "POS Indonesia (POS)", courier_code: "pos", status: "enabled" },
  { courier_name: "Citra Van Titipan Kilat (TIKI)", courier_code: "tiki", status: "enabled" },
] as const;

describe("dispatchCourierOptions", () => {
  it("puts the buyer's courier first, the others in the shop's order", () => {
    expect(dispatchCourierOptions([...couriers], "tiki")).toEqual([
      { value: "TIKI", label: "Citra Van Titipan Kilat (TIKI)" },
      { value: "JNE", label: "Jalur Nugraha Ekakurir (JNE)" },
      { value: "POS", label: "POS Indonesia (POS)" },
    ]);
  });

  it("keeps the buyer's courier when the shop no longer offers it, and has no first without one", () => {
    expect(dispatchCourierOptions([...couriers], "sicepat").map((option) => option.value)).toEqual([
      "SICEPAT",
      "JNE",
      "POS",
      "TIKI",
    ]);
    expect(dispatchCourierOptions([], "jne")).toEqual([{ value: "JNE", label: "JNE" }]);
    expect(dispatchCourierOptions([...couriers], "").map((option) => option.value)).toEqual(["JNE", "POS", "TIKI"]);
  });
});
