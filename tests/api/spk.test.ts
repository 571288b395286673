// The SPK (profile-area "SPK form", §5, §8): every field and message of the spec, digits-only and
// length limits, the statuses that allow it (decision 0090), ownership, and the move to document.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transactionResponse } from "../../server/contract/transaction";
import { spkMessages, storeSpkResponse } from "../../server/contract/spk";
import { spks } from "../../server/db/schema";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest, getRequest } from "./buyer-session";
import { call, expectError } from "./support";
import { spkFields } from "../helpers/spk";

const { api, demo, other } = useApiSuite();

const fields = spkFields;

const save = (who: typeof demo, values: Record<string, string>) =>
  formRequest(who, "POST", "/api/transaction/store-spk", values);

const spkOf = async (id: number) => (await api.handle.db.select().from(spks).where(eq(spks.transactionId, id)))[0];

describe("POST transaction/store-spk", () => {
  it("saves the SPK of a confirmed order without rounds (201) and moves it to process, for the seller to prepare", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed" });
    const { response, body } = await call(api.app, storeSpkResponse, save(demo, fields(order.id)));
    expect(response.statusCode, response.body).toBe(201);
    expect(body.data).toMatchObject({ id: order.id, status: "process" });
    expect(body.data.spk).toMatchObject({
      pagu_anggaran: 150_000_000,
      tipe_pemerintah: "pengguna_anggaran",
      tipe_bendahara: "bendahara_pengeluaran",
    });
    expect(await statusOf(api.handle.db, order.id)).toBe("process");
    const detail = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${order.id}`));
    expect(detail.body.data.spk).toEqual(body.data.spk);
  });

  it("keeps the work unit's NPWP when given (dots dropped), null when not, and refuses a malformed one", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed" });
    const bad = await expectError(api.app, save(demo, { ...fields(order.id), npwp_satker: "12.345" }), 400);
    expect(bad.data).toEqual({ npwp_satker: [spkMessages.npwp] });
    const { body } = await call(
      api.app,
      storeSpkResponse,
      save(demo, { ...fields(order.id), npwp_satker: "00.123.456.7-890.123" }),
    );
    expect(body.data.spk.npwp_satker).toBe("001234567890123");
    expect((await spkOf(order.id)).npwp).toBe("001234567890123");
    const again = await call(api.app, storeSpkResponse, save(demo, { ...fields(order.id), npwp_satker: "" }));
    expect(again.body.data.spk.npwp_satker).toBeNull();
  });

  it("saves it after an accepted deal (process), and defaults the two choices", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "process", rounds: 2 });
    const values = fields(order.id);
    delete (values as Partial<typeof values>).tipe_pemerintah;
    delete (values as Partial<typeof values>).tipe_bendahara;
    const { response, body } = await call(api.app, storeSpkResponse, save(demo, values));
    expect(response.statusCode, response.body).toBe(201);
    expect(body.data.spk).toMatchObject({ tipe_pemerintah: "ppk", tipe_bendahara: "bendahara_umum" });
  });

  it("answers each field's spec message when empty, and changes nothing", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed" });
    const empty = Object.fromEntries(Object.keys(fields(order.id)).map((key) => [key, ""]));
    const error = await expectError(api.app, save(demo, { ...empty, transaction_id: String(order.id) }), 400);
    expect(error.data).toMatchObject({
      satuan_kerja: ["Nama Satuan Kerja Wajib Diisi"],
      lembaga: ["Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi"],
      paket_kerja: ["Nama Paket Pekerjaan Wajib Diisi"],
      tahun_anggaran: ["Tahun Anggaran Wajib Diisi"],
      sumber_dana: ["Sumber Dana Wajib Diisi"],
      kode_rekening: ["Kode Rekening Anggaran Wajib Diisi"],
      pagu_anggaran: ["Pagu Anggaran Wajib Diisi"],
      nama_pemerintah: [spkMessages.nama_pemerintah],
      nip_pemerintah: [spkMessages.nip_pemerintah],
      nama_bendahara: [spkMessages.nama_bendahara],
      nip_bendahara: [spkMessages.nip_bendahara],
    });
    expect(await statusOf(api.handle.db, order.id)).toBe("confirmed");
    expect(await spkOf(order.id)).toBeUndefined();
  });

  it("takes digits only in the year, account code, ceiling and NIPs, with the 9-character limits", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed" });
    const error = await expectError(
      api.app,
      save(
        demo,
        fields(order.id, {
          tahun_anggaran: "20a6",
          kode_rekening: "52.10",
          pagu_anggaran: "1000000000",
          nip_pemerintah: "1978-05",
          nip_bendahara: "abc",
        }),
      ),
      400,
    );
    expect(error.data).toEqual({
      tahun_anggaran: [spkMessages.tahunDigits],
      kode_rekening: [spkMessages.kodeDigits],
      pagu_anggaran: [spkMessages.paguMax],
      nip_pemerintah: [spkMessages.nipDigits],
      nip_bendahara: [spkMessages.nipDigits],
    });
    const tooLong = await expectError(api.app, save(demo, fields(order.id, { tahun_anggaran: "2026202620" })), 400);
    expect(tooLong.data).toEqual({ tahun_anggaran: [spkMessages.tahunMax] });
  });

  it("refuses another buyer's order (404) and a status that does not allow it (409), changing nothing", async () => {
    const others = await buildOrder(api.handle.db, { buyerId: other.id, status: "confirmed" });
    await expectError(api.app, save(demo, fields(others.id)), 404);
    expect(await spkOf(others.id)).toBeUndefined();
    for (const [status, rounds] of [
      ["pending", 0],
      ["confirmed", 2],
      ["processed", 0],
      ["shipped", 0],
      ["document", 0],
      ["paid", 0],
    ] as const) {
      const order = await buildOrder(api.handle.db, { buyerId: demo.id, status, rounds, spk: false });
      const error = await expectError(api.app, save(demo, fields(order.id)), 409);
      expect(error.message).toMatch(/^SPK belum dapat diisi/);
      expect(await statusOf(api.handle.db, order.id)).toBe(status);
      expect(await spkOf(order.id)).toBeUndefined();
    }
  });
});
