// Who took an order's step, in words (issue 25, decision 0154): one verb per step, read from the
// timeline entry, and the line the Timeline tab shows under the entry.
import type { TransactionLogEntry } from "@contract/order";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderTimelineTab } from "~/components/order/order-timeline";
import { ACTOR_VERBS, actorStep, describeActor } from "~/utils/step-actor";
import { waitingOrderHref } from "~/utils/waiting-orders";

const entry = (fields: Partial<TransactionLogEntry>): TransactionLogEntry => ({
  id: 1,
  section_change: "status",
  name_section_change: "Perubahan status pesanan",
  old_value: "confirmed",
  new_value: "process",
  created_at: "2026-09-10T01:00:00.000Z",
  section_nego: null,
  transaction_detail: null,
  actor_name: "Siti Aminah",
  actor_role: "ppk",
  ...fields,
});

describe("the verb of each step", () => {
  it("has one verb per step, in the issue's words", () => {
    expect(ACTOR_VERBS).toEqual({
      "purchase-request": "Diajukan",
      "counter-offer": "Ditawar",
      "accept-deal": "Disetujui",
      spk: "Disimpan",
      receipt: "Diterima",
      "payment-start": "Dibuat",
      "payment-proof": "Diunggah",
    });
  });

  it.each([
    [{ section_change: "make order", actor_role: "pp" as const }, "purchase-request"],
    [{ section_change: "price", actor_role: "pp" as const }, "counter-offer"],
    [{ section_change: "shipping cost", actor_role: "pp" as const }, "counter-offer"],
    [{}, "accept-deal"],
    [{ name_section_change: "SPK disimpan" }, "spk"],
    [{ name_section_change: "SPK diperbarui", old_value: "process" }, "spk"],
    [{ section_change: "receipt", actor_role: "penerima" as const }, "receipt"],
    [{ actor_role: "penerima" as const, old_value: "shipped", new_value: "document" }, "receipt"],
    [{ section_change: "request payment", actor_role: "bendahara" as const }, "payment-start"],
    [{ section_change: "upload payment", actor_role: "bendahara" as const }, "payment-proof"],
    [{ actor_role: "bendahara" as const, old_value: "payment_expired", new_value: "pending_payment" }, "payment-start"],
    [{ actor_role: "pp" as const }, null],
    [{ section_change: "something new" }, null],
  ])("%o is the step %s", (fields, step) => {
    expect(actorStep(entry(fields))).toBe(step);
  });

  it("names the person and the role with the step's verb", () => {
    expect(describeActor(entry({}))).toBe("Disetujui oleh Siti Aminah (PPK)");
    expect(describeActor(entry({ name_section_change: "SPK disimpan" }))).toBe("Disimpan oleh Siti Aminah (PPK)");
    expect(describeActor(entry({ section_change: "receipt", actor_name: "Rina", actor_role: "penerima" }))).toBe(
      "Diterima oleh Rina (Penerima Barang)",
    );
    expect(
      describeActor(entry({ section_change: "upload payment", actor_name: "Dewi", actor_role: "bendahara" })),
    ).toBe("Diunggah oleh Dewi (Bendahara)");
    expect(describeActor(entry({ section_change: "make order", actor_name: "Budi", actor_role: "pp" }))).toBe(
      "Diajukan oleh Budi (PP)",
    );
  });

  it("says 'Oleh' for a step without a verb, and nothing without a person", () => {
    expect(describeActor(entry({ section_change: "complaint", actor_role: "pp" }))).toBe("Oleh Siti Aminah (PP)");
    expect(describeActor(entry({ section_change: "complaint", actor_role: null }))).toBe("Oleh Siti Aminah");
    expect(describeActor(entry({ actor_name: null, actor_role: null }))).toBeNull();
    expect(describeActor(entry({ actor_name: "  " }))).toBeNull();
  });
});

describe("the Timeline tab", () => {
  it("shows who took a member's step and nothing for the seller's", () => {
    const html = renderToStaticMarkup(
      <OrderTimelineTab
        log={[
          entry({ id: 1, name_section_change: "SPK disimpan" }),
          entry({
            id: 2,
            section_change: "price",
            name_section_change: "Harga dari penjual",
            actor_name: null,
            actor_role: null,
          }),
        ]}
      />,
    );
    expect(html).toContain('data-testid="log-actor">Disimpan oleh Siti Aminah (PPK)</p>');
    expect(html.match(/data-testid="log-actor"/g)).toHaveLength(1);
  });
});

describe("where a waiting order's step is taken", () => {
  it("leads each role to its tab", () => {
    expect(waitingOrderHref({ id: 3, role: "pp", status: "pending" })).toBe(
      "/profil/detailtransaksi?id_transaksi=3&tab=negosiasi",
    );
    // Accepting the deal is on Negosiasi (an order without rounds falls back to Detail Pesanan).
    expect(waitingOrderHref({ id: 3, role: "ppk", status: "confirmed" })).toBe(
      "/profil/detailtransaksi?id_transaksi=3&tab=negosiasi",
    );
    // The SPK after the deal: its button is in the page's head, on Detail Pesanan.
    expect(waitingOrderHref({ id: 3, role: "ppk", status: "process" })).toBe("/profil/detailtransaksi?id_transaksi=3");
    expect(waitingOrderHref({ id: 3, role: "bendahara", status: "document" })).toBe(
      "/profil/detailtransaksi?id_transaksi=3&tab=pembayaran",
    );
    expect(waitingOrderHref({ id: 3, role: "penerima", status: "shipped" })).toBe(
      "/profil/detailtransaksi?id_transaksi=3&tab=penerimaan",
    );
  });
});
