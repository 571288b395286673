// Saving the SPK (spec "SPK form", §5): allowed where `canFillSpk` says (decision 0090): a confirmed
// order without rounds, or a negotiated deal the buyer accepted (process). Saved again it replaces the
// first (only while the status still allows it), and the order moves to `document` as the buyer.
import { count, eq } from "drizzle-orm";
import { canFillSpk, statusLabel, type OrderStatus } from "../../contract/order-status";
import type { SpkRecord } from "../../contract/spk";
import type { Db } from "../../db/client";
import { negotiations, spks, transactions } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { transitionWithin } from "../transaction/lifecycle";

export const spkTexts = {
  cannot: (status: string) => `SPK belum dapat diisi untuk pesanan berstatus "${statusLabel(status)}"`,
} as const;

type SpkInput = SpkRecord & { transaction_id: number };

const columnsOf = (body: SpkRecord) => ({
  satuanKerja: body.satuan_kerja,
  lembaga: body.lembaga,
  paketKerja: body.paket_kerja,
  tahunAnggaran: body.tahun_anggaran,
  sumberDana: body.sumber_dana,
  kodeRekening: body.kode_rekening,
  paguAnggaran: body.pagu_anggaran,
  officialType: body.tipe_pemerintah,
  officialName: body.nama_pemerintah,
  officialNip: body.nip_pemerintah,
  treasurerType: body.tipe_bendahara,
  treasurerName: body.nama_bendahara,
  treasurerNip: body.nip_bendahara,
});

export async function storeSpk(
  db: Db,
  customerId: number,
  body: SpkInput,
  now = new Date(),
): Promise<{ id: number; status: OrderStatus; spk: SpkRecord }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(transactions).where(eq(transactions.id, body.transaction_id)).for("update");
    if (!order || order.customerId !== customerId) throw notFound();
    const [rounds] = await tx.select({ n: count() }).from(negotiations).where(eq(negotiations.transactionId, order.id));
    if (!canFillSpk(order.status, rounds.n > 0)) throw conflict(spkTexts.cannot(order.status));
    const { transaction_id: _id, ...spk } = body;
    const columns = columnsOf(spk);
    await tx
      .insert(spks)
      .values({ transactionId: order.id, ...columns, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: spks.transactionId, set: { ...columns, updatedAt: now } });
    const moved = await transitionWithin(tx, {
      transactionId: order.id,
      to: "document",
      actor: "buyer",
      actorId: customerId,
      ownerId: customerId,
      at: now,
    });
    return { id: order.id, status: moved.status, spk };
  });
}

/** The order's SPK as the buyer's pages read it, or null. */
export async function loadSpk(db: Db, transactionId: number): Promise<SpkRecord | null> {
  const [row] = await db.select().from(spks).where(eq(spks.transactionId, transactionId));
  if (!row) return null;
  return {
    satuan_kerja: row.satuanKerja,
    lembaga: row.lembaga,
    paket_kerja: row.paketKerja,
    tahun_anggaran: row.tahunAnggaran,
    sumber_dana: row.sumberDana,
    kode_rekening: row.kodeRekening,
    pagu_anggaran: row.paguAnggaran,
    tipe_pemerintah: row.officialType as SpkRecord["tipe_pemerintah"],
    nama_pemerintah: row.officialName,
    nip_pemerintah: row.officialNip,
    tipe_bendahara: row.treasurerType as SpkRecord["tipe_bendahara"],
    nama_bendahara: row.treasurerName,
    nip_bendahara: row.treasurerNip,
  };
}
