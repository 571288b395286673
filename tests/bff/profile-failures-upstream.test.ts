import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as addComplaintAction } from "~/routes/profil.addkomplain";
import { action as addressBookAction } from "~/routes/profil.alamat";
import { action as chatAction } from "~/routes/profil.chat";
import { loader as orderLoader } from "~/routes/profil.detailtransaksi/route";
import { action as editAddressAction, loader as editAddressLoader } from "~/routes/profil.edit-alamat";
import { action as profileAction } from "~/routes/profil.sunting-profil";
import { loader as addAddressLoader } from "~/routes/profil.tambah-alamat";
import type { FormReply } from "~/utils/form.server";
import { addressEntry, orderAnswer } from "../helpers/upstream-answers";
import { buyerFormHeaders, flashOf, setTestEnv, useMockUpstream } from "./helpers";

// Profile-area §8, the upstream refusing or failing: which refusals the pages show (the profile save
// and the complaint with the server's own message) and which stay silent (address update, delete
// and region lists, the chat send, the timeline). The pages read `alert` and field errors from the
// reply; a form-level error ("" key) is not shown by any of these pages' forms.

const base = "http://api.profile-failures.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

type Reply = { data: FormReply; init: { status: number } | null };
const refusal = (message: string, status = 422, data: Record<string, string[]> | null = null) =>
  HttpResponse.json({ status: false, message, data }, { status });
const serverError = () =>
  HttpResponse.json({ status: false, message: "Internal Server Error", data: null }, { status: 500 });
const ok = (data: unknown) => HttpResponse.json({ status: true, message: "ok", data });

/** A logged-in buyer's same-origin post with its CSRF token, encoded as the page's form sends it. */
async function post(url: string, entries: [string, string | File][], multipart = false) {
  const { csrf, headers } = await buyerFormHeaders(url);
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  form.set("csrf", csrf);
  const body = multipart
    ? new Response(form)
    : new Response(new URLSearchParams(form as unknown as Record<string, string>));
  return new Request(url, {
    method: "POST",
    body: await body.arrayBuffer(),
    headers: { ...headers, "Content-Type": body.headers.get("Content-Type") ?? "" },
  });
}

/** A logged-in buyer's page load. */
async function get(url: string) {
  const { headers } = await buyerFormHeaders(url);
  return new Request(url, { headers: { Cookie: headers.Cookie } });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

describe("profile save", () => {
  const page = "http://web.test/profil/sunting-profil";
  const profile: [string, string][] = [
    ["intent", "profile"],
    ["name", "Andi Pratama"],
    ["instance_name", "Dinas Kominfo Kota Makassar"],
    ["email", "profil1@pengadaan.test"],
    ["phone", "081311100201"],
    ["birthdate", "1988-03-14"],
    ["gender", "1"],
    ["nip", "198803142010011001"],
    ["name_pp", "Andi Pratama"],
    ["name_ppk", "Andi Syamsuddin"],
  ];

  it("Profile save error otherwise: the response message (no e-mail list in the answer)", async () => {
    const message = "Profil tidak dapat disimpan saat ini";
    server.use(http.post(`${base}/customer/data-customer/update/7`, () => refusal(message, 400)));
    const reply = (await profileAction(args(await post(page, profile, true)))) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    // The page's 'Ooppsss' dialog shows the first e-mail message if there is one, else `alert`.
    expect(reply.data.result.error?.email).toBeUndefined();
    expect(reply.data.alert).toBe(message);
    expect(reply.data.result.initialValue?.instance_name).toBe("Dinas Kominfo Kota Makassar");
  });

  it("Profile save error otherwise: the response message, also when the answer lists another field", async () => {
    const message = "Data tidak valid";
    server.use(
      http.post(`${base}/customer/data-customer/update/7`, () =>
        refusal(message, 422, { nip: ["NIP sudah dipakai akun lain"] }),
      ),
    );
    const reply = (await profileAction(args(await post(page, profile, true)))) as unknown as Reply;
    expect(reply.data.result.error?.email).toBeUndefined();
    expect(reply.data.alert).toBe(message);
  });
});

describe("complaint submit", () => {
  const page = "http://web.test/profil/addkomplain?id_transaksi=12";
  const complaint: [string, string | File][] = [
    ["intent", "complaint"],
    ["id_transaksi", "12"],
    ["transaction_detail_id", "5"],
    ["description_detail", "Dua pulpen tidak keluar tintanya."],
    ["image", new File(["PNG"], "bukti.png", { type: "image/png" })],
  ];

  it("Other complaint messages shown as returned", async () => {
    const message = "Batas waktu komplain untuk pesanan ini sudah lewat";
    server.use(http.post(`${base}/transaction/complaint`, () => refusal(message)));
    const reply = (await addComplaintAction(args(await post(page, complaint, true)))) as unknown as Reply;
    expect(reply.init?.status).toBe(422);
    expect(reply.data.alert).toBe(message);
    expect(reply.data.result.initialValue?.description_detail).toBe("Dua pulpen tidak keluar tintanya.");

    // Only the duplicate message is reworded; this one must not be.
    server.use(
      http.post(`${base}/transaction/complaint`, () => refusal("You already make complaint with this transaction")),
    );
    const duplicate = (await addComplaintAction(args(await post(page, complaint, true)))) as unknown as Reply;
    expect(duplicate.data.alert).toBe("Anda Sudah melakukan komplain pada produk didalam invoice ini");
  });
});

describe("address book", () => {
  const entry = addressEntry(5, {
    receipt_name: "Andi Pratama",
    satker: "Sekretariat Dinas Kominfo",
    address: "Jl. Urip Sumoharjo No. 8",
  });

  const editPage = "http://web.test/profil/edit-alamat?id_alamat=5";
  const typed: [string, string][] = [
    ["intent", "save"],
    ["receipt_name", "Andi Pratama Baru"],
    ["receipt_phone_number", "081311100299"],
    ["address", "Jl. Urip Sumoharjo No. 10"],
    ["name", "Sekretariat Dinas Kominfo"],
    ["province_id", "73"],
    ["district_id", "7371"],
    ["sub_district_id", "737109"],
  ];
  const regionLists = [
    http.get(`${base}/customer/district/:id`, () => ok([])),
    http.get(`${base}/customer/sub-district/:id`, () => ok([])),
  ];

  it("Update failure is silent: the form stays with the typed values and no message", async () => {
    let calls = 0;
    server.use(
      ...regionLists,
      http.post(`${base}/customer/address/update/5`, () => {
        calls++;
        return refusal("Alamat sedang dipakai pesanan yang berjalan");
      }),
    );
    const reply = (await editAddressAction(args(await post(editPage, typed)))) as unknown as Reply;
    expect(calls).toBe(1);
    // No redirect to the list with 'Data anda telah berhasil diperbaharui'.
    expect(reply).not.toBeInstanceOf(Response);
    expect(reply.init?.status).toBe(422);
    // Only a form-level error, which the address form does not show: no field says anything.
    expect(Object.keys(reply.data.result.error ?? {})).toEqual([""]);
    expect(reply.data.result.initialValue).toMatchObject({
      receipt_name: "Andi Pratama Baru",
      address: "Jl. Urip Sumoharjo No. 10",
    });
  });

  it("Delete failure is silent: back to the list without 'Data berhasil dihapus'", async () => {
    const listPage = "http://web.test/profil/alamat?q=kominfo&per_page=10&page=2";
    const del = async () =>
      (await addressBookAction(
        args(
          await post(listPage, [
            ["intent", "delete"],
            ["id", "5"],
          ]),
        ),
      )) as Response;

    server.use(http.delete(`${base}/customer/address/delete/5`, () => ok({ id: 5 })));
    const deleted = await del();
    expect(flashOf(deleted)).toBe("Data berhasil dihapus");

    server.use(http.delete(`${base}/customer/address/delete/5`, () => refusal("Alamat tidak dapat dihapus")));
    const refused = await del();
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(deleted.headers.get("Location"));
    expect(flashOf(refused)).toBeNull();
  });

  it("Region-list failures are silent: the add and edit pages load with empty lists", async () => {
    server.use(
      http.get(`${base}/customer/province`, serverError),
      http.get(`${base}/customer/district/:id`, serverError),
      http.get(`${base}/customer/sub-district/:id`, serverError),
      http.get(`${base}/customer/address/edit/5`, () => ok(entry)),
    );
    const edit = await editAddressLoader(args(await get(editPage)));
    expect(edit.values.address).toBe("Jl. Urip Sumoharjo No. 8");
    expect(edit.provinces).toEqual([]);
    expect(edit.lists).toEqual({ districts: [], subDistricts: [] });

    const add = await addAddressLoader(args(await get("http://web.test/profil/tambah-alamat")));
    expect(add.provinces).toEqual([]);

    // The no-JS "Pilih" replay of the form: the typed values come back without the lists, no error.
    const replay = (await editAddressAction(
      args(await post(editPage, [...typed.filter(([name]) => name !== "intent"), ["intent", "regions"]])),
    )) as unknown as Reply;
    expect(replay.init?.status ?? 200).toBe(200);
    expect(replay.data.extra).toEqual({ districts: [], subDistricts: [] });
    expect(replay.data.result.initialValue?.receipt_name).toBe("Andi Pratama Baru");
  });
});

describe("chat", () => {
  const page = "http://web.test/profil/chat";

  it("Chat send failure: only the form validation is reset (no message, the text stays in the box)", async () => {
    for (const answer of [() => refusal("Pesan tidak dapat dikirim"), serverError]) {
      server.use(http.post(`${base}/usermanagement/chat/reply`, answer));
      const reply = (await chatAction(
        args(
          await post(page, [
            ["intent", "send"],
            ["message", "Halo Admin, kapan pesanan saya dikirim?"],
          ]),
        ),
      )) as unknown as Reply;
      expect(reply).not.toBeInstanceOf(Response);
      // The chat form shows field errors only; a form-level one is not shown.
      expect(Object.keys(reply.data.result.error ?? {})).toEqual([""]);
      expect(reply.data.result.initialValue?.message).toBe("Halo Admin, kapan pesanan saya dikirim?");
    }
  });
});

describe("order page timeline", () => {
  const order = orderAnswer();

  it("Timeline load failure: silently stops loading (the order page still opens on its Timeline tab)", async () => {
    server.use(
      http.get(`${base}/transaction/12`, () => ok(order)),
      http.get(`${base}/transaction/log/12`, serverError),
    );
    const page = await orderLoader(
      args(await get("http://web.test/profil/detailtransaksi?id_transaksi=12&tab=timeline")),
    );
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data.answer.data.invoice).toBe("INV/20260903/0001");
    expect(page.data.tab).toEqual({ id: "timeline", data: null });

    // The control: a log that loads is handed to the tab.
    server.use(http.get(`${base}/transaction/log/12`, () => ok({ log: [] })));
    const loaded = await orderLoader(
      args(await get("http://web.test/profil/detailtransaksi?id_transaksi=12&tab=timeline")),
    );
    expect(loaded.data.tab).toEqual({ id: "timeline", data: [] });
  });
});
