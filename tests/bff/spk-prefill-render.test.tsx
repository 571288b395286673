import { TEAM_ROLES, type TeamRole, type UnitOfficials } from "@contract/team";
import { describe, expect, it } from "vitest";
import OrderDetailPage from "~/routes/profil.detailtransaksi/route";
import { orderAnswer } from "../helpers/upstream-answers";
import { renderRoute } from "./storefront-render";

// The SPK form starts from the unit's PPK and Bendahara (issue 25, decision 0154): the first holder of
// each fills the block; several are offered in a datalist (no JavaScript needed) with their NIPs in the
// hint; what the buyer posted back wins; the spec's default choices (ppk, bendahara_umum) hold; a unit
// of one starts empty as before.

const url = "http://web.test/profil/detailtransaksi?id_transaksi=12&dialog=spk";

async function render(
  officials: Omit<UnitOfficials, "members"> & { members?: number },
  actionData?: unknown,
  myRoles: TeamRole[] = ["ppk"],
) {
  const answer = orderAnswer({
    data: { status: "confirmed" },
    negotiations: [],
    unit_officials: { members: 3, ...officials },
    my_roles: myRoles,
  });
  const html = await renderRoute({
    url,
    id: "routes/profil.detailtransaksi",
    Component: OrderDetailPage,
    loaderData: {
      answer,
      tabs: [{ id: "detail", label: "Detail Pesanan", href: url }],
      tab: { id: "detail", data: null },
    },
    actionData,
  });
  return html.replace(/&#x27;/g, "'");
}

/** The rendered `<input>` of a field, by name. */
const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
const valueOf = (html: string, name: string) => /value="([^"]*)"/.exec(input(html, name))?.[1] ?? "";

const siti = { name: "Siti Aminah", nip: "198001012005012001" };
const agus = { name: "Agus Salim", nip: null };
const dewi = { name: "Dewi Lestari", nip: "199002022015022002" };

describe("the SPK form's officials", () => {
  it("starts from the unit's PPK and Bendahara", async () => {
    const html = await render({ ppk: [siti], bendahara: [dewi] });
    expect(valueOf(html, "nama_pemerintah")).toBe("Siti Aminah");
    expect(valueOf(html, "nip_pemerintah")).toBe("198001012005012001");
    expect(valueOf(html, "nama_bendahara")).toBe("Dewi Lestari");
    expect(valueOf(html, "nip_bendahara")).toBe("199002022015022002");
    // The spec's default choices stay.
    expect(html).toMatch(/<input[^>]*id="spk-tipe_pemerintah-ppk"[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*id="spk-tipe_bendahara-bendahara_umum"[^>]*checked=""/);
    // One holder: no list to choose from.
    expect(html).not.toContain("<datalist");
  });

  it("offers every holder when there are several, the first filling the block", async () => {
    const html = await render({ ppk: [siti, agus], bendahara: [dewi] });
    expect(valueOf(html, "nama_pemerintah")).toBe("Siti Aminah");
    expect(input(html, "nama_pemerintah")).toContain('list="spk-nama_pemerintah-pemegang"');
    expect(html).toContain(
      '<datalist id="spk-nama_pemerintah-pemegang"><option value="Siti Aminah"></option><option value="Agus Salim"></option></datalist>',
    );
    expect(html).toContain("PPK satuan kerja Anda: Siti Aminah (NIP 198001012005012001), Agus Salim");
    expect(input(html, "nama_bendahara")).not.toContain("list=");
  });

  it("starts a unit of one empty, as before: its one person's roles are nominal", async () => {
    const html = await render({ members: 1, ppk: [siti], bendahara: [siti] }, undefined, [...TEAM_ROLES]);
    expect(valueOf(html, "nama_pemerintah")).toBe("");
    expect(valueOf(html, "nip_bendahara")).toBe("");
    // In a larger unit the reader who holds every role is its PPK and Bendahara: named.
    const holder = await render({ members: 3, ppk: [siti], bendahara: [siti] }, undefined, [...TEAM_ROLES]);
    expect(valueOf(holder, "nama_pemerintah")).toBe("Siti Aminah");
    expect(valueOf(holder, "nama_bendahara")).toBe("Siti Aminah");
    // Every role held, but the PPK and Bendahara are other people: they are offered.
    const shared = await render({ ppk: [siti], bendahara: [dewi] }, undefined, [...TEAM_ROLES]);
    expect(valueOf(shared, "nama_pemerintah")).toBe("Siti Aminah");
    expect(valueOf(shared, "nama_bendahara")).toBe("Dewi Lestari");
  });

  it("leaves the names empty when the unit has no holder with a name to give", async () => {
    const html = await render({ ppk: [], bendahara: [] });
    expect(valueOf(html, "nama_pemerintah")).toBe("");
    expect(valueOf(html, "nama_bendahara")).toBe("");
  });

  it("keeps what the buyer posted over the members", async () => {
    const html = await render(
      { ppk: [siti], bendahara: [dewi] },
      {
        intent: "spk",
        result: {
          status: "error",
          initialValue: { nama_pemerintah: "Joko", nip_pemerintah: "", nama_bendahara: "Dewi Lestari" },
          error: { satuan_kerja: ["Nama Satuan Kerja Wajib Diisi"] },
        },
      },
    );
    expect(valueOf(html, "nama_pemerintah")).toBe("Joko");
    expect(valueOf(html, "nip_pemerintah")).toBe("");
    expect(valueOf(html, "nama_bendahara")).toBe("Dewi Lestari");
  });
});
