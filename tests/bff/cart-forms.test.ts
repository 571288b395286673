import { parseWithZod } from "@conform-to/zod/v4";
import { checkoutTexts } from "~/utils/labels";
import type { CartLine } from "@contract/cart";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { cartCheckoutForm, cartQtyForm, cartSummary, lineBlock } from "~/schemas/cart";
import {
  parsePartialEntry,
  partialEntry,
  partialsForm,
  priceNegoForm,
  shippingNegoForm,
  submitForm,
} from "~/schemas/checkout";

// The cart and checkout forms as Conform parses them (browser and action alike), with the spec's messages.

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** The parsed value, or undefined when the form is refused. */
function valueOf<S extends z.ZodType>(schema: S, entries: [string, string][]): z.output<S> | undefined {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? (submission.value as z.output<S>) : undefined;
}

/** The messages per field, as the page shows them. */
function errorsOf(schema: z.ZodType, entries: [string, string][]): Record<string, string[] | null> | undefined {
  return parseWithZod(form(entries), { schema }).reply().error;
}

describe("cart quantity", () => {
  it("turns an empty quantity into 1", () => {
    expect(
      valueOf(cartQtyForm, [
        ["cart_id", "3"],
        ["qty", ""],
      ]),
    ).toEqual({ cart_id: 3, qty: 1 });
  });

  it("refuses a negative quantity with the spec's alert", () => {
    expect(
      errorsOf(cartQtyForm, [
        ["cart_id", "3"],
        ["qty", "-2"],
      ])?.qty,
    ).toEqual(["QTY tidak boleh negatif!"]);
  });

  it("lets zero through: the action answers it with the delete confirmation", () => {
    expect(
      valueOf(cartQtyForm, [
        ["cart_id", "3"],
        ["qty", "0"],
      ])?.qty,
    ).toBe(0);
  });
});

describe("cart checkout", () => {
  it("asks to choose a product when nothing is ticked", () => {
    expect(errorsOf(cartCheckoutForm, [])?.cart_id).toEqual(["Silahkan Pilih Produk!"]);
  });

  it("takes one or several ticked lines", () => {
    expect(valueOf(cartCheckoutForm, [["cart_id", "4"]])?.cart_id).toEqual([4]);
    expect(
      valueOf(cartCheckoutForm, [
        ["cart_id", "4"],
        ["cart_id", "9"],
      ])?.cart_id,
    ).toEqual([4, 9]);
  });
});

describe("cart summary", () => {
  const line = (id: number, qty: number, product: Partial<CartLine["product"]> = {}): CartLine => ({
    id,
    product_id: id,
    qty,
    note: null,
    created_at: "2026-01-01T00:00:00.000Z",
    product: {
      id,
      name: `P${id}`,
      price: 10_000,
      stock: 10,
      status: "enabled",
      weight: 100,
      unit: { name: "Unit" },
      promo: [],
      image: [],
      ...product,
    },
  });

  it("counts only ticked lines that may be ticked, at the promo price when there is one", () => {
    const promo = line(1, 2, { promo: [{ price_promo: 8_000, discount: 20 }] as CartLine["product"]["promo"] });
    const short = line(2, 20);
    const disabled = line(3, 1, { status: "disabled" });
    expect(lineBlock(short)).toBe("Stok kurang");
    expect(lineBlock(disabled)).toBe("Produk dinonaktifkan");
    expect(cartSummary([promo, short, disabled], new Set([1, 2, 3]))).toEqual({ lines: 1, items: 2, total: 16_000 });
  });
});

describe("negotiation", () => {
  it("limits the shipping amount to 7 digits", () => {
    expect(errorsOf(shippingNegoForm, [["shipping_cost_nego", "12345678"]])?.shipping_cost_nego).toEqual([
      "Data terlalu panjang!",
    ]);
    expect(valueOf(shippingNegoForm, [["shipping_cost_nego", "1234567"]])).toEqual({ shipping_cost_nego: "1234567" });
  });

  it("takes digits only for a price, and an empty one cancels", () => {
    expect(
      errorsOf(priceNegoForm, [
        ["checkout_detail_id", "5"],
        ["price_nego", "12a"],
      ])?.price_nego,
    ).toEqual(["Pastikan data yang diinput berupa angka"]);
    expect(
      valueOf(priceNegoForm, [
        ["checkout_detail_id", "5"],
        ["price_nego", ""],
      ]),
    ).toEqual({ checkout_detail_id: 5 });
  });
});

describe("partial delivery", () => {
  const mismatch = "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan";
  const entries = (...values: string[]): [string, string][] => [
    ["checkout_detail_id", "7"],
    ["line_qty", "5"],
    ...values.map((value): [string, string] => ["partial_qty", value]),
  ];

  it("accepts partials that add up to the quantity, ignoring empty and zero ones", () => {
    expect(valueOf(partialsForm, entries("2", "0", "3", ""))?.checkout_detail_id).toBe(7);
  });

  it("refuses a single partial of the whole quantity, and sums that miss", () => {
    expect(errorsOf(partialsForm, entries("5"))?.partial_qty).toEqual([mismatch]);
    expect(errorsOf(partialsForm, entries("2", "2"))?.partial_qty).toEqual([mismatch]);
    expect(errorsOf(partialsForm, entries("4", "3"))?.partial_qty).toEqual([mismatch]);
  });

  it("clears the split when every value is empty", () => {
    expect(valueOf(partialsForm, entries("", ""))?.checkout_detail_id).toBe(7);
  });

  it("sends a line's stored partials, or its whole quantity, to the purchase request", () => {
    expect(
      partialEntry({
        id: 7,
        qty: 5,
        has_partial: [
          { partial_id: 1, qty: 2 },
          { partial_id: 2, qty: 3 },
        ],
      }),
    ).toBe("7:2,3");
    expect(partialEntry({ id: 8, qty: 4, has_partial: [] })).toBe("8:4");
    expect(parsePartialEntry("7:2,3")).toEqual({ id: 7, partial_qty: [2, 3] });
  });

  it("blocks the purchase request while a line's typed partials are in error", () => {
    const request = (...drafts: string[]): [string, string][] => [
      ["checkout_id", "3"],
      ["idempotency_key", "k"],
      ["total_ppn", "1100"],
      ["partial", "7:5"],
      ...drafts.map((draft): [string, string] => ["partial_draft", draft]),
    ];
    const draft = (...values: string[]) =>
      JSON.stringify({ checkout_detail_id: "7", line_qty: "5", partial_qty: values });
    const blocked = "Pastikan jumlah partial sesuai dengan jumlah produk";
    expect(errorsOf(submitForm, request(draft("5")))?.[""]).toEqual([blocked]);
    expect(errorsOf(submitForm, request(draft("2", "x")))?.[""]).toEqual([blocked]);
    expect(errorsOf(submitForm, request("not json"))?.[""]).toEqual([blocked]);
    expect(valueOf(submitForm, request())?.partial).toEqual(["7:5"]);
    // A draft put right still blocks until it is saved: then the line's entry holds it.
    expect(errorsOf(submitForm, request(draft("2", "3")))?.[""]).toEqual([checkoutTexts.unsavedPartials]);
    const saved = request(draft("2", "3")).map(([name, value]): [string, string] =>
      name === "partial" ? [name, "7:2,3"] : [name, value],
    );
    expect(valueOf(submitForm, saved)?.checkout_id).toBe(3);
  });
});
