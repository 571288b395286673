import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "../../app/components/profile/status-badge";
import { statusLabel as transactionStatusLabel, statusTone } from "../../server/contract/order-status";

describe("transaction status badges (profile-area §4)", () => {
  it.each([
    ["pending", "warning"],
    ["pending_payment", "warning"],
    ["payment_expired", "warning"],
    ["paid", "success"],
    ["confirmed", "success"],
    ["document", "yellow"],
    ["process", "primary"],
    ["payment_process", "primary"],
    ["shipped", "secondary"],
    ["partial delivery", "secondary"],
    ["cancel", "danger"],
    ["payment_failed", "danger"],
    ["PAID", "success"],
    ["Partial Delivery", "secondary"],
    ["processed", "neutral"],
  ])("%s is %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ["pending_payment", "Pending Payment"],
    ["payment_expired", "Payment expired"],
    ["partial delivery", "Partial Delivery"],
    ["payment_process", "Payment Prosess"],
    ["payment_failed", "Payment Failed"],
    ["PAYMENT_FAILED", "Payment Failed"],
    ["paid", "paid"],
    ["confirmed", "confirmed"],
    ["processed", "processed"],
  ])("%s reads %s", (status, label) => {
    expect(transactionStatusLabel(status)).toBe(label);
  });

  it("renders the label in the tone's class", () => {
    expect(renderToStaticMarkup(<StatusBadge status="payment_process" />)).toBe(
      '<span class="status-badge status-badge--primary">Payment Prosess</span>',
    );
  });
});
