import type { OutgoingDetail, ReceiptShipment, SupportDocumentList } from "@contract/receipt";
import { describe, expect, it } from "vitest";
import { OrderReceiptTab } from "~/components/order/order-receipt";
import { renderRoute } from "./storefront-render";

// The Penerimaan tab of an order split in two batches of one line each: the first has left, the
// second has not (the probe's order: "Pengiriman 2 — Belum dikirim." above "dikirim 2 Rim", and both
// blocks titled "Informasi Penerimaan Barang 1").

function item(id: number, qty: number, canRecord: boolean): OutgoingDetail {
  return {
    id,
    transaction_detail_id: 5,
    name_product: "Kertas HVS F4 80 gsm",
    unit: "Rim",
    qty,
    receipt: null,
    documents: [],
    can_record: canRecord,
  };
}

function shipment(partial: number, dispatched: boolean, items: OutgoingDetail[]): ReceiptShipment {
  return {
    id: 40 + partial,
    partial_id: partial,
    status: dispatched ? "shipped" : "pending",
    courier: dispatched ? "jne" : null,
    no_airwaybill: dispatched ? `JNE${partial}` : null,
    date_delivery: dispatched ? "2026-09-05" : null,
    items,
  };
}

const list = (shipments: ReceiptShipment[]): SupportDocumentList => ({
  transaction: { id: 12, invoice: "INV/20260903/0001", status: "partial_delivery" },
  empty_state: null,
  shipments,
});

async function render(answer: SupportDocumentList) {
  const html = await renderRoute({
    url: "http://web.test/profil/detailtransaksi?id_transaksi=12&tab=penerimaan",
    id: "routes/profil.detailtransaksi",
    Component: () => <OrderReceiptTab transactionId={12} list={answer} />,
    loaderData: null,
  });
  // React's markers between adjacent text parts are not text.
  return html.replace(/<!-- -->/g, "");
}

const textOf = (html: string | undefined) => html?.replace(/<[^>]+>/g, "").trim();

/** Per batch (in order): its title, its note, and each receipt block's title and product line. */
function batches(html: string) {
  return html
    .split('data-testid="receipt-shipment"')
    .slice(1)
    .map((section) => {
      const [head, ...blocks] = section.split('data-testid="receipt-block"');
      return {
        batch: textOf(/<h3[^>]*>(.*?)<\/h3>/.exec(head)?.[1]),
        note: textOf(/class="receipt-shipment__meta">(.*?)<\/p>/.exec(head)?.[1]),
        blocks: blocks.map((block) => ({
          // The visible title: the batch after it is for screen readers only.
          title: textOf(/<h4[^>]*>(.*?)<span class="sr-only">/.exec(block)?.[1]),
          product: textOf(/class="receipt-block__product">(.*?)<\/p>/.exec(block)?.[1]),
        })),
      };
    });
}

describe("the Penerimaan tab", () => {
  it("numbers the receipt blocks over the whole tab, not from 1 in each batch", async () => {
    const html = await render(
      list([shipment(1, true, [item(31, 6, true), item(32, 3, true)]), shipment(2, true, [item(33, 4, true)])]),
    );
    expect(batches(html).map(({ batch, blocks }) => [batch, blocks.map((block) => block.title)])).toEqual([
      ["Pengiriman 1", ["Informasi Penerimaan Barang 1", "Informasi Penerimaan Barang 2"]],
      ["Pengiriman 2", ["Informasi Penerimaan Barang 3"]],
    ]);
    // The forms are named by the same number.
    expect([...html.matchAll(/<form[^>]*aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "Penerimaan Barang 1 Pengiriman 1",
      "Penerimaan Barang 2 Pengiriman 1",
      "Penerimaan Barang 3 Pengiriman 2",
    ]);
  });

  it("a batch that has not left says its items will be sent, not that they were", async () => {
    const html = await render(list([shipment(1, true, [item(31, 2, true)]), shipment(2, false, [item(32, 2, false)])]));
    expect(batches(html)).toEqual([
      {
        batch: "Pengiriman 1",
        note: "Dikirim 05 September 2026 · JNE · No. Resi JNE1",
        blocks: [{ title: "Informasi Penerimaan Barang 1", product: "Kertas HVS F4 80 gsm · dikirim 2 Rim" }],
      },
      {
        batch: "Pengiriman 2",
        note: "Belum dikirim.",
        blocks: [{ title: "Informasi Penerimaan Barang 2", product: "Kertas HVS F4 80 gsm · akan dikirim 2 Rim" }],
      },
    ]);
  });
});
