// The order detail page's tab rules (profile-area §4 "Tab availability") and the timeline's wording.
import { describe, expect, it } from "vitest";
import type { TransactionLogEntry } from "@contract/order";
import type { TransactionAnswer } from "@contract/transaction";
import { openOrderTab, resolveTab, visibleTabs } from "~/routes/profil.detailtransaksi/tabs.server";
import { chatAdminHref } from "~/utils/hrefs";
import { describeLogEntry } from "~/components/order/order-timeline";

const order = (status: string, rounds = 0) => ({
  data: { status },
  negotiations: Array.from({ length: rounds }, (_, index) => ({
    id: index + 1,
    nego_step: index + 1,
    is_admin: index % 2 === 1,
    created_at: "2026-09-10T01:00:00.000Z",
    product_negotiation: [],
    shipping_cost_negotiation: null,
    note: null,
    valid_until: null,
    expired: false,
  })),
});
const ids = (answer: ReturnType<typeof order>) => visibleTabs(answer, 7).map((tab) => tab.id);

describe("order tabs", () => {
  it("shows Komplain and Ulasan only when the status contains paid (any case), Negosiasi only with rounds, Penerimaan and Pembayaran always", () => {
    expect(ids(order("pending"))).toEqual(["detail", "penerimaan", "pembayaran", "timeline"]);
    expect(ids(order("pending", 2))).toEqual(["detail", "negosiasi", "penerimaan", "pembayaran", "timeline"]);
    expect(ids(order("paid"))).toEqual(["detail", "penerimaan", "pembayaran", "timeline", "komplain", "ulasan"]);
    expect(ids(order("PAID", 1))).toEqual([
      "detail",
      "negosiasi",
      "penerimaan",
      "pembayaran",
      "timeline",
      "komplain",
      "ulasan",
    ]);
    expect(ids(order("payment_failed"))).toEqual(["detail", "penerimaan", "pembayaran", "timeline"]);
    expect(ids(order("shipped"))).toEqual(["detail", "penerimaan", "pembayaran", "timeline"]);
  });

  it("falls back to Detail Pesanan for an unknown or unavailable tab", () => {
    const pending = order("pending");
    expect(resolveTab("timeline", pending).id).toBe("timeline");
    expect(resolveTab("ulasan", pending).id).toBe("detail");
    expect(resolveTab("negosiasi", pending).id).toBe("detail");
    expect(resolveTab("bukan-tab", pending).id).toBe("detail");
    expect(resolveTab(undefined, pending).id).toBe("detail");
    expect(resolveTab("ulasan", order("paid")).id).toBe("ulasan");
  });

  it("builds the tab and chat links", () => {
    const hrefs = visibleTabs(order("pending"), 7).map((tab) => tab.href);
    expect(hrefs).toEqual([
      "/profil/detailtransaksi?id_transaksi=7",
      "/profil/detailtransaksi?id_transaksi=7&tab=penerimaan",
      "/profil/detailtransaksi?id_transaksi=7&tab=pembayaran",
      "/profil/detailtransaksi?id_transaksi=7&tab=timeline",
    ]);
    expect(chatAdminHref("INV/20260910/0003")).toBe("/profil/chat?invoice=INV%2F20260910%2F0003");
  });
});

const entry = (fields: Partial<TransactionLogEntry>): TransactionLogEntry => ({
  id: 1,
  section_change: "status",
  name_section_change: "Perubahan status pesanan",
  old_value: null,
  new_value: null,
  created_at: "2026-09-10T01:00:00.000Z",
  section_nego: null,
  transaction_detail: null,
  actor_name: null,
  actor_role: null,
  ...fields,
});

describe("timeline entries", () => {
  it("words amounts as rupiah with the round, statuses with their labels", () => {
    expect(
      describeLogEntry(
        entry({
          section_change: "price",
          old_value: "1200000",
          new_value: "1250000",
          section_nego: 2,
          transaction_detail: { name_product: "Kursi" },
        }),
      ),
    ).toBe("Kursi: Rp. 1.200.000 menjadi Rp. 1.250.000 (Negosiasi ke-2)");
    expect(
      describeLogEntry(
        entry({ section_change: "shipping cost", old_value: "320000", new_value: "250000", section_nego: 1 }),
      ),
    ).toBe("Ongkos kirim: Rp. 320.000 menjadi Rp. 250.000 (Negosiasi ke-1)");
    expect(describeLogEntry(entry({ old_value: "pending_payment", new_value: "payment_expired" }))).toBe(
      "Status: Pending Payment menjadi Payment expired",
    );
    expect(describeLogEntry(entry({ section_change: "request payment", new_value: "1519220" }))).toBe("Rp. 1.519.220");
    expect(describeLogEntry(entry({ section_change: "upload payment", new_value: "bukti.jpg" }))).toBe(
      "Status pembayaran: bukti.jpg",
    );
    expect(describeLogEntry(entry({ section_change: "make order" }))).toBeNull();
  });

  it("words payment statuses in Indonesian, a kept status once, and no bare receipt count", () => {
    expect(
      describeLogEntry(entry({ section_change: "upload payment", old_value: "pending", new_value: "reviewed" })),
    ).toBe("Status pembayaran: Menunggu Pembayaran menjadi Bukti Sedang Diperiksa");
    expect(describeLogEntry(entry({ section_change: "payment", old_value: "pending", new_value: "success" }))).toBe(
      "Status pembayaran: Menunggu Pembayaran menjadi Berhasil",
    );
    expect(
      describeLogEntry(
        entry({ section_change: "status", old_value: "partial delivery", new_value: "partial delivery" }),
      ),
    ).toBe("Status: Partial Delivery");
    expect(describeLogEntry(entry({ section_change: "receipt", new_value: "4" }))).toBeNull();
  });
});

describe("opening a tab", () => {
  const request = new Request("http://shop.test/profil/detailtransaksi?id_transaksi=7");
  const answerOf = (status: string) => order(status) as unknown as TransactionAnswer;

  it("gives the open tab its own loader's data", async () => {
    const open = await openOrderTab("negosiasi", { request, transactionId: 7 }, Promise.resolve(answerOf("paid")));
    // Negosiasi needs rounds: the order has none, so Detail Pesanan opens.
    expect(open.tab).toEqual({ id: "detail", data: null });
    const paid = await openOrderTab("komplain", { request, transactionId: 7 }, Promise.resolve(answerOf("paid")));
    expect(paid.tab).toEqual({ id: "komplain", data: null });
  });

  it("passes the order's own failure on (a 404 page), whatever the tab", async () => {
    const missing = new Response(null, { status: 404 });
    await expect(openOrderTab("detail", { request, transactionId: 7 }, Promise.reject(missing))).rejects.toBe(missing);
  });
});
