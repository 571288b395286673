import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  canChoosePaymentMethod,
  canCounterOffer,
  canFillSpk,
  canUploadProof,
  isAllowedMove,
  isPaid,
  isPaymentNotYetOpen,
  nextStatuses,
  statusLabel,
  statusTone,
} from "../../server/contract/order-status";

describe("isPaid", () => {
  it.each([
    ["paid", true],
    ["PAID", true],
    [" Paid ", true],
    ["unpaid", false],
    ["pending_payment", false],
    ["payment_expired", false],
    ["shipped", false],
  ])("%s → %s", (status, expected) => {
    expect(isPaid(status)).toBe(expected);
  });
});

describe("the buyer's predicates", () => {
  it("offers the SPK on a confirmed order without rounds, or once a deal is accepted", () => {
    expect(canFillSpk("confirmed", false)).toBe(true);
    expect(canFillSpk("confirmed", true)).toBe(false);
    expect(canFillSpk("process", true)).toBe(true);
    expect(canFillSpk("pending", false)).toBe(false);
    expect(canFillSpk("document", false)).toBe(false);
    expect(canFillSpk("processed", false)).toBe(false);
  });

  it("offers a counter-offer only on a pending order whose last round is the seller's", () => {
    expect(canCounterOffer("Pending", true)).toBe(true);
    expect(canCounterOffer("pending", false)).toBe(false);
    expect(canCounterOffer("confirmed", true)).toBe(false);
  });

  it("offers the method chooser on document, or an expired order with no live payment", () => {
    expect(canChoosePaymentMethod("document", false)).toBe(true);
    expect(canChoosePaymentMethod("payment_expired", false)).toBe(true);
    expect(canChoosePaymentMethod("payment_expired", true)).toBe(false);
    expect(canChoosePaymentMethod("pending_payment", false)).toBe(false);
  });

  it("keeps payment closed for the statuses of spec §4", () => {
    for (const s of ["shipped", "confirmed", "pending", "processed", "cancel", "process"]) {
      expect(isPaymentNotYetOpen(s)).toBe(true);
    }
    expect(isPaymentNotYetOpen("document")).toBe(false);
  });

  it("offers the proof upload for the payment states of spec §4", () => {
    for (const p of ["reviewed", "pending", "failed", "expired"])
      expect(canUploadProof("pending_payment", p)).toBe(true);
    expect(canUploadProof("pending_payment", "success")).toBe(false);
    expect(canUploadProof("payment_expired", null)).toBe(true);
  });
});

describe("badges", () => {
  it("reads the spec's labels and tones", () => {
    expect(statusLabel("payment_process")).toBe("Payment Prosess");
    expect(statusLabel("Partial Delivery")).toBe("Partial Delivery");
    expect(statusLabel("paid")).toBe("paid");
    expect(statusTone("document")).toBe("yellow");
    expect(statusTone("something else")).toBe("neutral");
  });
});

describe("moves", () => {
  it("lets each actor make only its own moves", () => {
    expect(isAllowedMove("pending", "confirmed", "seller")).toBe(true);
    expect(isAllowedMove("pending", "confirmed", "buyer")).toBe(false);
    expect(isAllowedMove("confirmed", "process", "buyer")).toBe(true);
    expect(isAllowedMove("paid", "cancel", "seller")).toBe(false);
    expect(isAllowedMove("shipped", "pending", "seller")).toBe(false);
  });

  it("leads every status but the two ends, cancel and paid, somewhere", () => {
    for (const status of ORDER_STATUSES) {
      const next = [
        ...nextStatuses(status, "buyer"),
        ...nextStatuses(status, "seller"),
        ...nextStatuses(status, "system"),
      ];
      expect(next.length > 0).toBe(status !== "cancel" && status !== "paid");
    }
  });

  it("takes the money only after the goods are received (the treasury's order, decision 0120)", () => {
    for (const before of ["pending", "confirmed", "process", "processed", "partial delivery", "shipped"]) {
      expect(isPaymentNotYetOpen(before), before).toBe(true);
      expect(canChoosePaymentMethod(before, false), before).toBe(false);
      expect(isAllowedMove(before, "pending_payment", "buyer"), before).toBe(false);
    }
    expect(isAllowedMove("shipped", "document", "buyer")).toBe(true);
    expect(isAllowedMove("paid", "processed", "seller")).toBe(false);
  });

  it("ends an order by cancel only before its first dispatch", () => {
    for (const status of ORDER_STATUSES)
      expect(isAllowedMove(status, "cancel", "seller"), status).toBe(
        ["pending", "confirmed", "process", "processed"].includes(status),
      );
  });
});
