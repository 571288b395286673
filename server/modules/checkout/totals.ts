// The money rules of a checkout and of the purchase request made from it. Integer rupiah throughout.
import type { CheckoutSummary } from "../../contract/checkout";

export const VAT_PERCENT = 11;

/** VAT of one line's (negotiated) subtotal, rounded per line as the orders are. */
export const vat = (amount: number) => Math.round((amount * VAT_PERCENT) / 100);

export type LineFigures = { qty: number; subtotal: number; subtotalNego: number | null };

export function lineFigures(qty: number, unitPrice: number, priceNego: number | null): LineFigures {
  return { qty, subtotal: unitPrice * qty, subtotalNego: priceNego === null ? null : priceNego * qty };
}

/** Items, VAT and grand total; shipping is the negotiated cost when set, else the chosen one (0 before a choice). */
export function summarize(
  lines: LineFigures[],
  shippingCost: number | null,
  shippingCostNego: number | null,
): CheckoutSummary {
  const totalPrice = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const totalPriceNego = lines.reduce((sum, line) => sum + (line.subtotalNego ?? line.subtotal), 0);
  const totalPpn = lines.reduce((sum, line) => sum + vat(line.subtotalNego ?? line.subtotal), 0);
  const shipping = shippingCostNego ?? shippingCost ?? 0;
  return {
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    total_price: totalPrice,
    total_price_nego: totalPriceNego,
    total_ppn: totalPpn,
    shipping,
    grand_total: totalPriceNego + totalPpn + shipping,
  };
}

/** A line's quantity per delivery batch: its partials, or everything in batch 1. */
export function batchQuantities(
  qty: number,
  partials: readonly { partialId: number; qty: number }[],
): Map<number, number> {
  if (partials.length === 0) return new Map([[1, qty]]);
  return new Map(partials.map((partial) => [partial.partialId, partial.qty]));
}

/** Batches of a checkout: as many as its most split line has partials, at least one. */
export const batchCount = (lines: readonly { partials: readonly unknown[] }[]) =>
  Math.max(1, ...lines.map((line) => line.partials.length));
