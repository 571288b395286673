import { updateProfileBody } from "@contract/customer";
import { negotiationRound, type NegotiationRound } from "@contract/order";
import { transaction } from "@contract/transaction";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderDetailTab } from "~/components/order/order-detail";
import { OrderNegotiationTab } from "~/components/order/order-negotiation";
import { ProfileSummary, type ProfileSummaryUser } from "~/components/profile/profile-summary";
import { profilePageForm } from "~/schemas/profile";
import { orderAnswer, orderLine } from "../helpers/upstream-answers";

// Display rules of the profile area (profile-area §2 and §5) that need an upstream value the seed
// never holds: the text "null" as an address, a line split into delivery batches, a round without a
// note. The fixtures go through the contract's schemas, so they are answers the API could give.

/** The visible text of rendered markup, as a reader would get it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("dashboard profile block (profile-summary)", () => {
  const user: ProfileSummaryUser = {
    name: "Andi Pratama",
    instance_name: "Dinas Kominfo Kota Makassar",
    email: "profil1@pengadaan.test",
    phone: "081311100201",
    address: "Jl. Urip Sumoharjo No. 8",
    nip: "198803142010011001",
    name_pp: "Andi Pratama",
    name_ppk: "Andi Syamsuddin",
    image: null,
  };

  it("Address, hidden if the value is the text null", () => {
    const shown = text(renderToStaticMarkup(<ProfileSummary user={user} />));
    // The same block with a real address shows the row: the hiding is about the value, not the row.
    expect(shown).toContain("Alamat Jl. Urip Sumoharjo No. 8");

    for (const address of ["null", " null ", null]) {
      const html = renderToStaticMarkup(<ProfileSummary user={{ ...user, address }} />);
      expect(html).not.toContain("<dt>Alamat</dt>");
      expect(text(html)).not.toMatch(/null/);
      // The rest of the block stays.
      expect(text(html)).toContain("NIP 198803142010011001");
    }
  });
});

describe("Detail Pesanan", () => {
  const line = orderLine({
    is_partial: true,
    shipping: [
      { partial_id: 1, qty: 12 },
      { partial_id: 2, qty: 8 },
    ],
  });
  const { data: order, address } = orderAnswer({
    data: {
      status: "partial delivery",
      total_qty: 20,
      total_price: 1_100_000,
      total_ppn: 121_000,
      grand_total: 1_406_000,
    },
  });

  const rendered = (lines: unknown[]) =>
    renderToStaticMarkup(
      <OrderDetailTab answer={{ data: transaction.parse({ ...order, transaction_detail: lines }), address }} />,
    );

  it("Partial shipments as 'Partial N : qty Unit'", () => {
    const shown = text(rendered([line]));
    expect(shown).toContain("Partial 1 : 12 Unit");
    expect(shown).toContain("Partial 2 : 8 Unit");
    // A line delivered in one go has no batch list.
    const whole = text(rendered([{ ...line, is_partial: false, shipping: [{ partial_id: 1, qty: 20 }] }]));
    expect(whole).not.toContain("Partial 1");
  });
});

describe("Negosiasi tab", () => {
  const round = (note: string | null): NegotiationRound =>
    negotiationRound.parse({
      id: 1,
      nego_step: 1,
      is_admin: true,
      created_at: "2026-09-04T03:00:00.000Z",
      product_negotiation: [
        { transaction_detail_id: 41, name_product: "Kertas HVS A4 70 gsm", old_price: 55_000, new_price: 52_000, note },
      ],
      shipping_cost_negotiation: null,
      note,
      valid_until: null,
      expired: false,
    });

  it("'Tidak ada catatan' when the note is empty", () => {
    // The API sends null for a round whose lines carry no note; a blank one reads the same.
    for (const empty of [null, "", "   "]) {
      expect(text(renderToStaticMarkup(<OrderNegotiationTab rounds={[round(empty)]} />))).toContain(
        "Catatan: Tidak ada catatan",
      );
    }
    const noted = text(renderToStaticMarkup(<OrderNegotiationTab rounds={[round("Harga grosir")]} />));
    expect(noted).toContain("Catatan: Harga grosir");
    expect(noted).not.toContain("Tidak ada catatan");
  });
});

describe("profile form rules", () => {
  const long = {
    name: "N".repeat(5_000),
    instance_name: "Dinas ".repeat(1_000).trim(),
    email: "profil1@pengadaan.test",
    phone: "0".repeat(300),
    birthdate: "1988-03-14",
    nip: "1".repeat(300),
    name_pp: "P".repeat(5_000),
    name_ppk: "K".repeat(5_000),
    kldi: "L".repeat(5_000),
    lspe: "7".repeat(5_000),
  };

  it("No length bounds on instance name, NIP and the like: the page's form and the API's body take long values", () => {
    // Both halves check the same fields: the shop's form (profilePageForm) and the API (updateProfileBody).
    for (const schema of [profilePageForm, updateProfileBody]) {
      const parsed = schema.safeParse(long);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toMatchObject({ instance_name: long.instance_name, nip: long.nip, name_ppk: long.name_ppk });
    }
  });
});
