import type { NegotiationRound } from "@contract/order";
import { describe, expect, it } from "vitest";
import { SPK_NOT_YET } from "~/components/order/spk-form";
import OrderDetailPage from "~/routes/profil.detailtransaksi/route";
import { negotiationRound, orderAnswer, orderLine } from "../helpers/upstream-answers";
import { renderRoute } from "./storefront-render";

// An order whose prices are still being negotiated (the probe: 'Konfirmasi Transaksi' only said
// 'mohon untuk mengisi data terlebih dahulu', and the seller's offered price read as if agreed).

const url = "http://web.test/profil/detailtransaksi?id_transaksi=12";

/** The seller's offer on the order's one line: 50.000 a ream instead of 55.000, shipping 150.000. */
const offeredOrder = (status: string) => ({
  status,
  transaction_detail: [orderLine({ price_nego: 50_000, subtotal_nego: 1_000_000, is_nego: true })],
  total_price: 1_100_000,
  total_price_nego: 1_000_000,
  shipping_cost: 185_000,
  shipping_cost_nego: 150_000,
  grand_total: 1_150_000,
});

async function render(status: string, rounds: NegotiationRound[], query = "") {
  const html = await renderRoute({
    url: `${url}${query}`,
    id: "routes/profil.detailtransaksi",
    Component: OrderDetailPage,
    loaderData: {
      answer: orderAnswer({ data: offeredOrder(status), negotiations: rounds }),
      tabs: [{ id: "detail", label: "Detail Pesanan", href: url }],
      tab: { id: "detail", data: null },
    },
  });
  return html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
}

/** The 'Konfirmasi Transaksi' dialog's text, or undefined when it holds the form. */
async function spkDialog(status: string, rounds: NegotiationRound[]) {
  const html = await render(status, rounds, "&dialog=spk");
  const dialog = /<div id="spk-not-yet">(.*?)<\/div>/s.exec(html)?.[1];
  return {
    html,
    text: dialog
      ?.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  };
}

describe("'Konfirmasi Transaksi' on an order whose SPK cannot be filled yet", () => {
  it("a pending order: the spec's sentence, then that it waits for the seller's confirmation", async () => {
    const { text } = await spkDialog("pending", []);
    expect(text).toContain(SPK_NOT_YET);
    expect(text).toContain("Pesanan Anda menunggu konfirmasi penjual.");
    expect(text).not.toContain("tab Negosiasi");
  });

  it("a pending order with the seller's offer: where to answer it", async () => {
    const { text, html } = await spkDialog("pending", [negotiationRound(false), negotiationRound(true)]);
    expect(text).toContain(SPK_NOT_YET);
    expect(text).toContain("Penjual telah mengajukan penawaran harga: lihat dan tanggapi di tab Negosiasi.");
    expect(html).toMatch(
      /<a[^>]*href="\/profil\/detailtransaksi\?id_transaksi=12&amp;tab=negosiasi"[^>]*>Buka tab Negosiasi/,
    );
  });

  it("a confirmed order with the seller's open offer: accept it on the Negosiasi tab first", async () => {
    const { text } = await spkDialog("confirmed", [negotiationRound(true)]);
    expect(text).toContain("Silahkan setujui negosiasi di tab Negosiasi terlebih dahulu");
  });

  it("a confirmed order whose offer has lapsed: ask the seller for a new one", async () => {
    const { text } = await spkDialog("confirmed", [negotiationRound(true, { expired: true })]);
    expect(text).toContain("Penawaran penjual telah kedaluwarsa.");
  });

  it("a confirmed order without rounds holds the form, no reason", async () => {
    const { html, text } = await spkDialog("confirmed", []);
    expect(text).toBeUndefined();
    expect(html).toContain("Nama Satuan Kerja");
  });
});

describe("the Detail Pesanan tab's negotiated figures", () => {
  it("while the seller's offer is open: labelled as the seller's offer, the old price not struck out", async () => {
    const html = await render("confirmed", [negotiationRound(false), negotiationRound(true)]);
    expect(html).toContain('<th scope="col">Harga Penawaran Penjual</th>');
    expect(html).toContain('<th scope="col">Subtotal Penawaran Penjual</th>');
    expect(html).toContain("<dt>Total Harga (Penawaran Penjual)</dt>");
    expect(html).toContain("<dt>Total Ongkos Kirim (Penawaran Penjual)</dt>");
    expect(html).toContain("<dt>Grand Total (Penawaran Penjual)</dt>");
    expect(html).toContain("(semula Rp. 1.100.000)");
    expect(html).not.toContain("<del");
    expect(html).toContain("belum Anda setujui");
    expect(html).not.toContain("Harga Nego<");
  });

  it("while the buyer's own proposal is the last round: labelled as the buyer's proposal", async () => {
    const html = await render("pending", [negotiationRound(true), negotiationRound(false, { id: 3, nego_step: 3 })]);
    expect(html).toContain('<th scope="col">Harga Pengajuan Anda</th>');
    expect(html).toContain("<dt>Total Harga (Pengajuan Anda)</dt>");
  });

  it("a purchase request's own proposed prices, before any round: the buyer's proposal", async () => {
    const html = await render("pending", []);
    expect(html).toContain('<th scope="col">Harga Pengajuan Anda</th>');
    expect(html).toContain("belum disetujui penjual");
  });

  it("once accepted (process): the negotiated price, the old one struck out, no offer", async () => {
    const html = await render("process", [negotiationRound(true)]);
    expect(html).toContain('<th scope="col">Harga Nego</th>');
    expect(html).toContain("<dt>Total Harga (Nego)</dt>");
    expect(html).toContain("<dt>Grand Total</dt>");
    expect(html).toMatch(/<del[^>]*>.*Rp\. 1\.100\.000<\/del>/);
    expect(html).not.toContain("Penawaran Penjual");
    expect(html).not.toContain('data-testid="offer-note"');
  });
});
