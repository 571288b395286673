import type { ReviewOrder } from "@contract/review";
import { describe, expect, it } from "vitest";
import { ALL_REVIEWED } from "~/components/order/order-feedback";
import OrderDetailPage from "~/routes/profil.detailtransaksi/route";
import { orderAnswer } from "../helpers/upstream-answers";
import { renderRoute } from "./storefront-render";

// The Ulasan tab offers 'Tambah Ulasan' while a line of the order is left to review (the probe found
// it still offered after the last line was reviewed; its dialog then only said there was nothing).

const url = "http://web.test/profil/detailtransaksi?id_transaksi=12";

const unreviewed: ReviewOrder["transaction_detail"][number] = {
  id: 5,
  product_id: 9,
  name_product: "Kertas HVS F4 80 gsm",
  qty: 4,
  unit: "Rim",
  image: null,
  webp: null,
  review: null,
};

async function render(lines: ReviewOrder["transaction_detail"] | null) {
  const tab = { id: "ulasan", data: lines };
  return renderRoute({
    url: `${url}&tab=ulasan`,
    id: "routes/profil.detailtransaksi",
    Component: OrderDetailPage,
    loaderData: {
      answer: orderAnswer({ data: { status: "paid" } }),
      tabs: [{ id: "ulasan", label: "Ulasan", href: `${url}&tab=ulasan` }],
      tab,
    },
  });
}

describe("the Ulasan tab's 'Tambah Ulasan'", () => {
  it("is offered while a line is left to review", async () => {
    const html = await render([unreviewed]);
    expect(html).toMatch(/<a[^>]*href="[^"]*dialog=ulasan"[^>]*>Tambah Ulasan<\/a>/);
    expect(html).not.toContain(ALL_REVIEWED);
  });

  it("gives way to a note once every line is reviewed", async () => {
    const html = await render([]);
    expect(html).not.toContain("Tambah Ulasan");
    expect(html).toContain(ALL_REVIEWED);
  });

  it("stays when the lines could not be loaded (not known to be all reviewed)", async () => {
    const html = await render(null);
    expect(html).toContain("Tambah Ulasan");
    expect(html).not.toContain(ALL_REVIEWED);
  });
});
