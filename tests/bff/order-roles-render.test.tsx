import { teamMessages, type TeamRole } from "@contract/team";
import type { SupportDocumentList } from "@contract/receipt";
import { describe, expect, it } from "vitest";
import OrderDetailPage from "~/routes/profil.detailtransaksi/route";
import { negotiationRound, orderAnswer } from "../helpers/upstream-answers";
import { renderRoute } from "./storefront-render";

// The order page offers a step only to a member whose roles cover it (issue 25, decision 0151): the
// others read who takes it instead of the form. The owner of a unit of one holds every role and sees
// every form as before.

const url = "http://web.test/profil/detailtransaksi?id_transaksi=12";
const EVERY_ROLE: TeamRole[] = ["pp", "ppk", "bendahara", "penerima"];

const sellerRound = negotiationRound(true, { id: 1, nego_step: 1 });

const receiptList: SupportDocumentList = {
  transaction: { id: 12, invoice: "INV/20260903/0001", status: "shipped" },
  empty_state: null,
  shipments: [
    {
      id: 4,
      partial_id: 1,
      status: "shipped",
      courier: "jne",
      no_airwaybill: "JNE123",
      date_delivery: "2026-09-05",
      items: [
        {
          id: 31,
          transaction_detail_id: 5,
          name_product: "Kertas HVS F4 80 gsm",
          unit: "Rim",
          qty: 6,
          receipt: null,
          documents: [],
          can_record: true,
        },
      ],
    },
  ],
};

async function render(status: string, tab: { id: string; data: unknown }, roles: TeamRole[]) {
  const answer = orderAnswer({
    data: { status },
    negotiations: status === "confirmed" || status === "pending" ? [sellerRound] : [],
    my_roles: roles,
  });
  const html = await renderRoute({
    url: `${url}&tab=${tab.id}`,
    id: "routes/profil.detailtransaksi",
    Component: OrderDetailPage,
    loaderData: { answer, tabs: [{ id: tab.id, label: tab.id, href: `${url}&tab=${tab.id}` }], tab },
  });
  return html.replace(/&#x27;/g, "'");
}

describe("the order page by the caller's roles", () => {
  it("accepting a deal: the PPK's form, a note for the others", async () => {
    const owner = await render("confirmed", { id: "negosiasi", data: null }, EVERY_ROLE);
    expect(owner).toContain("Setujui Negosiasi");
    expect(owner).not.toContain(teamMessages.roleRequired("ppk"));

    const pp = await render("confirmed", { id: "negosiasi", data: null }, ["pp"]);
    expect(pp).not.toContain("Setujui Negosiasi");
    expect(pp).toContain(teamMessages.roleRequired("ppk"));
  });

  it("a counter-offer: the PP's form, a note for the others", async () => {
    const ppk = await render("pending", { id: "negosiasi", data: null }, ["ppk"]);
    expect(ppk).toContain(teamMessages.roleRequired("pp"));
    const pp = await render("pending", { id: "negosiasi", data: null }, ["pp"]);
    expect(pp).not.toContain(teamMessages.roleRequired("pp"));
  });

  it("the SPK button: the PPK's, a note for the others once it can be filled", async () => {
    const ppk = await render("process", { id: "detail", data: null }, ["ppk"]);
    expect(ppk).toContain("Konfirmasi Transaksi");
    const bendahara = await render("process", { id: "detail", data: null }, ["bendahara"]);
    expect(bendahara).not.toContain("Konfirmasi Transaksi");
    expect(bendahara).toContain(teamMessages.roleRequired("ppk"));
  });

  it("the payment method: the Bendahara's choice, a note for the others", async () => {
    const bendahara = await render("document", { id: "pembayaran", data: null }, ["bendahara"]);
    expect(bendahara).toContain("Pilih Metode Pembayaran");
    const ppk = await render("document", { id: "pembayaran", data: null }, ["ppk"]);
    expect(ppk).not.toContain("Pilih Metode Pembayaran");
    expect(ppk).toContain(teamMessages.roleRequired("bendahara"));
  });

  it("the goods receipt: the receiver's form, a note for the others", async () => {
    const penerima = await render("shipped", { id: "penerimaan", data: receiptList }, ["penerima"]);
    expect(penerima).toContain('name="tglditerima"');
    const pp = await render("shipped", { id: "penerimaan", data: receiptList }, ["pp"]);
    expect(pp).not.toContain('name="tglditerima"');
    expect(pp).toContain(teamMessages.roleRequired("penerima"));
  });
});
