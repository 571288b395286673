// The checkout page's form schemas, shared by the route's action and the browser (Conform). The
// messages and limits are the contract's, so both sides and the API say the same thing.
import { checkoutTexts } from "~/utils/labels";
import {
  checkoutMessages,
  MAX_PARTIALS,
  PRICE_NEGO_MAX_LENGTH,
  SHIPPING_NEGO_MAX_DIGITS,
  type CheckoutDetail,
} from "@contract/checkout";
import { idParam } from "@contract/envelope";
import { transactionMessages } from "@contract/transaction";
import * as z from "zod";

/** Digits only; empty (undefined once parsed) cancels. */
const digits = (max: number) =>
  z.string().trim().max(max, checkoutMessages.tooLong).regex(/^\d*$/, checkoutMessages.digits).optional();

export const chooseAddressForm = z.object({ satker_id: idParam });

export const chooseServiceForm = z.object({
  satker_id: idParam,
  courier: z.string().trim().min(1, checkoutMessages.chooseCourier).max(50),
  service: z
    .string({ error: transactionMessages.chooseService })
    .trim()
    .min(1, transactionMessages.chooseService)
    .max(50),
});

export const shippingNegoForm = z.object({ shipping_cost_nego: digits(SHIPPING_NEGO_MAX_DIGITS) });

export const priceNegoForm = z.object({ checkout_detail_id: idParam, price_nego: digits(PRICE_NEGO_MAX_LENGTH) });

/**
 * A line's partial quantities. Empty and zero values are ignored and none left clears the split;
 * otherwise at least two must remain and they must add up to the line's quantity.
 */
export const partialsForm = z
  .object({
    checkout_detail_id: idParam,
    line_qty: z.coerce.number().int().positive(),
    partial_qty: z
      .array(z.string().trim().regex(/^\d*$/, checkoutMessages.digits).max(5, checkoutMessages.tooLong).optional())
      .max(MAX_PARTIALS)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const quantities = partialQuantities(value.partial_qty);
    if (quantities.length === 0) return;
    const sum = quantities.reduce((total, qty) => total + qty, 0);
    if (quantities.length < 2 || sum !== value.line_qty) {
      ctx.addIssue({ code: "custom", path: ["partial_qty"], message: checkoutMessages.partialMismatch });
    }
  });

/** "Batalkan partial": the line travels whole again. */
export const clearPartialsForm = z.object({ checkout_detail_id: idParam });

/** The values that count: digits, above zero. */
export function partialQuantities(values: readonly (string | undefined)[]): number[] {
  return values.map((value) => (value && /^\d+$/.test(value) ? Number(value) : 0)).filter((qty) => qty > 0);
}

/** One hidden `partial` value per line: `<detail id>:<qty>,<qty>…`. */
export const PARTIAL_ENTRY = /^(\d{1,10}):(\d{1,5}(?:,\d{1,5})*)$/;

/**
 * A line whose partial form shows its warning travels with the purchase request as a draft
 * (`{ checkout_detail_id, line_qty, partial_qty }` as JSON), and a draft in error blocks it.
 */
export type PartialDraft = { checkout_detail_id: string; line_qty: string; partial_qty: string[] };

export const submitForm = z
  .object({
    checkout_id: idParam,
    idempotency_key: z.string().trim().min(1).max(100),
    total_ppn: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    partial: z.array(z.string().regex(PARTIAL_ENTRY)).max(200).default([]),
    partial_draft: z.array(z.string().max(1000)).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    const drafts = value.partial_draft.map(parsePartialDraft);
    const inError = drafts.some((draft) => !draft || !partialsForm.safeParse(draft).success);
    if (inError) ctx.addIssue({ code: "custom", path: [], message: transactionMessages.partialMismatch });
    else if (drafts.some((draft) => draft && isUnsavedDraft(draft, value.partial)))
      ctx.addIssue({ code: "custom", path: [], message: checkoutTexts.unsavedPartials });
  });

/**
 * A valid split typed and not saved (or a saved one typed away): it differs from the line's `partial`
 * entry, which holds what is stored (a line without a split sends its whole quantity).
 */
export function isUnsavedDraft(draft: PartialDraft, entries: readonly string[]): boolean {
  const entry = entries.map(parsePartialEntry).find(({ id }) => String(id) === draft.checkout_detail_id);
  if (!entry) return false;
  const stored = entry.partial_qty.length > 1 ? entry.partial_qty : [];
  const typed = partialQuantities(draft.partial_qty);
  return typed.length !== stored.length || typed.some((qty, index) => qty !== stored[index]);
}

export function parsePartialDraft(raw: string): PartialDraft | null {
  try {
    const draft = JSON.parse(raw) as Partial<PartialDraft>;
    if (
      typeof draft.checkout_detail_id !== "string" ||
      typeof draft.line_qty !== "string" ||
      !Array.isArray(draft.partial_qty)
    )
      return null;
    return {
      checkout_detail_id: draft.checkout_detail_id,
      line_qty: draft.line_qty,
      partial_qty: draft.partial_qty.slice(0, MAX_PARTIALS).map(String),
    };
  } catch {
    return null;
  }
}

/** The draft as its line's partial form would post it. */
export function partialDraftFormData(draft: PartialDraft): URLSearchParams {
  const body = new URLSearchParams({ checkout_detail_id: draft.checkout_detail_id, line_qty: draft.line_qty });
  draft.partial_qty.forEach((qty, index) => body.set(`partial_qty[${index}]`, qty));
  return body;
}

/**
 * Without JavaScript a line's partial inputs belong to the purchase request form, one name per line,
 * so that what was typed and not saved travels with the request (spec §5) and "Simpan partial" sends it too.
 */
export function typedPartialName(lineId: number | string): string {
  return `partial_typed_${lineId}`;
}

/** The partials as typed, for each line of the form (`partial` entries) whose inputs came along. */
export function typedPartialDrafts(formData: FormData): PartialDraft[] {
  return formData.getAll("partial").flatMap((entry) => {
    if (typeof entry !== "string" || !PARTIAL_ENTRY.test(entry)) return [];
    const { id, partial_qty } = parsePartialEntry(entry);
    const typed = formData.getAll(typedPartialName(id));
    if (typed.length === 0) return [];
    return [
      {
        checkout_detail_id: String(id),
        line_qty: String(partial_qty.reduce((total, qty) => total + qty, 0)),
        partial_qty: typed.slice(0, MAX_PARTIALS).map((value) => (typeof value === "string" ? value : "")),
      },
    ];
  });
}

/** What the purchase request sends for a line: its stored partials, or one partial of its quantity. */
export function partialEntry(line: Pick<CheckoutDetail, "id" | "qty" | "has_partial">): string {
  const quantities = line.has_partial.length > 0 ? line.has_partial.map((partial) => partial.qty) : [line.qty];
  return `${line.id}:${quantities.join(",")}`;
}

export function parsePartialEntry(entry: string): { id: number; partial_qty: number[] } {
  const [, id, quantities] = PARTIAL_ENTRY.exec(entry) ?? [];
  return { id: Number(id), partial_qty: (quantities ?? "").split(",").map(Number) };
}

/** `?kurir=jne` chooses the courier to quote (a GET: choosing changes nothing yet). */
export const checkoutQuery = z.object({
  kurir: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,30}$/i)
    .optional()
    .catch(undefined),
});
