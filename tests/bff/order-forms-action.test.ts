import { spkMessages } from "@contract/spk";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/profil.detailtransaksi/route";
import { postForm, setTestEnv, useMockUpstream } from "./helpers";

// The buyer's forms of the order page (issue 12) through the form loop, with msw as the API: what
// goes upstream, the error mapping (400 → field messages and the SPK's §8 text, 409 → the API's
// message on the page, the API down → the page's outage text with the values kept) and one log line
// per submission.

const base = "http://api.order-forms.test/api";
setTestEnv({ API_BASE_URL: base, SHOP_ORIGIN: "http://web.test" });
const server = useMockUpstream();
const url = "http://web.test/profil/detailtransaksi?id_transaksi=12&tab=negosiasi";

type Reply = {
  data: { alert?: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
  init: { status: number };
};

const post = (fields: [string, string][]) => postForm(action, url, fields);

const spkFields: [string, string][] = [
  ["intent", "spk"],
  ["satuan_kerja", "Dinas Kesehatan"],
  ["lembaga", "Pemerintah Kota Denpasar"],
  ["paket_kerja", "Pengadaan Alat Tulis"],
  ["tahun_anggaran", "2026"],
  ["sumber_dana", "APBD"],
  ["kode_rekening", "52110"],
  ["pagu_anggaran", "150000000"],
  ["tipe_pemerintah", "ppk"],
  ["nama_pemerintah", ""],
  ["nip_pemerintah", ""],
  ["tipe_bendahara", "bendahara_umum"],
  ["nama_bendahara", "Ni Made Sari"],
  ["nip_bendahara", "198001012005012001"],
];

describe("the counter-offer", () => {
  it("sends only the changed line and the shipping price as JSON, logs once, back to Negosiasi with the spec's text", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${base}/transaction/store-negotiation/12`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, message: "", data: { id: 12, status: "pending", nego_step: 3 } });
      }),
    );
    const { response, lines } = await post([
      ["intent", "counter-offer"],
      ["lines[0].transaction_detail_id", "5"],
      ["lines[0].old_price", "50000"],
      ["lines[0].new_price", "45000"],
      ["lines[1].transaction_detail_id", "6"],
      ["lines[1].old_price", "20000"],
      ["lines[1].new_price", ""],
      ["old_shipping_price", "9000"],
      ["new_shipping_price", "7000"],
      ["notes", "Mohon harga terbaik"],
    ]);
    expect(bodies).toEqual([
      {
        transaction_id: 12,
        old_shipping_price: 9000,
        new_shipping_price: 7000,
        transaction_detail_id: [5],
        old_price: [50000],
        new_price: [45000],
        notes: "Mohon harga terbaik",
      },
    ]);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(
      "/profil/detailtransaksi?id_transaksi=12&tab=negosiasi",
    );
    expect(decodeURIComponent((response as Response).headers.get("Set-Cookie") ?? "")).toMatch(/^__flash=/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      route: "/profil/detailtransaksi",
      intent: "counter-offer",
      userId: 7,
      outcome: "ok",
    });
  });

  it("answers nothing changed with 'mohon untuk mengisi data terlebih dahulu' without calling the API", async () => {
    const { response, lines } = await post([
      ["intent", "counter-offer"],
      ["lines[0].transaction_detail_id", "5"],
      ["lines[0].old_price", "50000"],
      ["lines[0].new_price", "50000"],
    ]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.[""]).toEqual(["mohon untuk mengisi data terlebih dahulu"]);
    expect(lines).toEqual([expect.objectContaining({ outcome: "invalid", intent: "counter-offer" })]);
  });

  it("keeps a refused round (409) on the page with the API's message", async () => {
    server.use(
      http.post(`${base}/transaction/store-negotiation/12`, () =>
        HttpResponse.json(
          { status: false, message: "Negosiasi tidak dapat diajukan pada status ini", data: null },
          { status: 409 },
        ),
      ),
    );
    const { response, lines } = await post([
      ["intent", "shipping-proposal"],
      ["new_shipping_price", "5000"],
    ]);
    const reply = response as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data.alert).toBe("Negosiasi tidak dapat diajukan pada status ini");
    expect(lines).toEqual([expect.objectContaining({ outcome: "upstream_error", upstreamStatus: 409 })]);
  });
});

describe("the SPK", () => {
  it("turns a 400 on the official's fields into 'Mohon Lengkapi data anda terlebih dahulu', the fields keeping their messages", async () => {
    server.use(
      http.post(`${base}/transaction/store-spk`, () =>
        HttpResponse.json(
          {
            status: false,
            message: "Nama Pejabat Wajib Diisi",
            data: { nama_pemerintah: ["Nama Pejabat Wajib Diisi"], nip_pemerintah: ["NIP Pejabat Wajib Diisi"] },
          },
          { status: 400 },
        ),
      ),
    );
    const { response, lines } = await post(spkFields);
    const reply = response as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.alert).toBe("Mohon Lengkapi data anda terlebih dahulu");
    expect(reply.data.result.error).toMatchObject({ nama_pemerintah: ["Nama Pejabat Wajib Diisi"] });
    expect(reply.data.result.initialValue).toMatchObject({
      satuan_kerja: "Dinas Kesehatan",
      pagu_anggaran: "150000000",
    });
    expect(lines).toEqual([expect.objectContaining({ intent: "spk", outcome: "upstream_error", upstreamStatus: 400 })]);
  });

  it("sends the SPK with the order's id and answers the saved message as a flash", async () => {
    const bodies: FormData[] = [];
    server.use(
      http.post(`${base}/transaction/store-spk`, async ({ request }) => {
        const sent = await request.formData();
        bodies.push(sent);
        const spk = Object.fromEntries([...sent.entries()].filter(([name]) => name !== "transaction_id"));
        return HttpResponse.json(
          {
            status: true,
            message: "",
            data: { id: 12, status: "document", spk: { ...spk, pagu_anggaran: 150000000 } },
          },
          { status: 201 },
        );
      }),
    );
    const { response } = await post(spkFields.map(([name, value]) => [name, value || "1980"] as [string, string]));
    expect(bodies[0]?.get("transaction_id")).toBe("12");
    expect(bodies[0]?.get("pagu_anggaran")).toBe("150000000");
    expect(bodies[0]?.get("tipe_bendahara")).toBe("bendahara_umum");
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/profil/detailtransaksi?id_transaksi=12");
    expect(bodies[0]?.get("npwp_satker")).toBe("");
  });

  it("sends the work unit's NPWP without its dots, and keeps a malformed one on the form", async () => {
    const bodies: FormData[] = [];
    server.use(
      http.post(`${base}/transaction/store-spk`, async ({ request }) => {
        const sent = await request.formData();
        bodies.push(sent);
        const spk = Object.fromEntries([...sent.entries()].filter(([name]) => name !== "transaction_id"));
        return HttpResponse.json(
          {
            status: true,
            message: "",
            data: { id: 12, status: "document", spk: { ...spk, pagu_anggaran: 150000000 } },
          },
          { status: 201 },
        );
      }),
    );
    const filled = spkFields.map(([name, value]) => [name, value || "1980"] as [string, string]);
    const { response } = await post([...filled, ["npwp_satker", "00.123.456.7-890.123"]]);
    expect((response as Response).status).toBe(302);
    expect(bodies[0]?.get("npwp_satker")).toBe("001234567890123");
    const refused = await post([...filled, ["npwp_satker", "12345"]]);
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(refused.response)).toContain(spkMessages.npwp);
  });
});

describe("the payment method", () => {
  it("starts a BPD payment with the shop's return URL, and a refusal keeps the API's message", async () => {
    const bodies: URLSearchParams[] = [];
    server.use(
      http.post(`${base}/transaction/payment`, async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(
          { status: false, message: "Pembayaran tidak dapat dibuat pada status ini", data: null },
          { status: 409 },
        );
      }),
    );
    const { response, lines } = await post([
      ["intent", "payment"],
      ["payment_service", "BPD"],
    ]);
    expect(bodies[0]?.get("payment_service")).toBe("BPD");
    expect(bodies[0]?.get("transaction_id")).toBe("12");
    expect(bodies[0]?.get("payment_success_url")).toBe("http://web.test/confirmation-payment?id_transaksi=12");
    const reply = response as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data.alert).toBe("Pembayaran tidak dapat dibuat pada status ini");
    expect(lines).toHaveLength(1);
  });

  it("keeps the page with the outage text when the API is down", async () => {
    server.use(http.post(`${base}/admin-transaction/update/12`, () => HttpResponse.error()));
    const { response, lines } = await post([["intent", "accept-deal"]]);
    const reply = response as Reply;
    expect([502, 503, 504]).toContain(reply.init.status);
    expect(reply.data.alert).toMatch(/bermasalah|gangguan|tidak dapat/i);
    expect(lines).toEqual([expect.objectContaining({ intent: "accept-deal", outcome: "upstream_error" })]);
  });

  it("refuses an unknown intent with a 400", async () => {
    const { response } = await post([["intent", "bayar-semua"]]);
    expect((response as { init: { status: number } }).init.status).toBe(400);
  });
});
