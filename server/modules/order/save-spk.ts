// Save the SPK (spec "SPK form", §5; decisions 0090, 0120): allowed where `canFillSpk` says: a confirmed
// order without rounds (which moves to process as the buyer) or an order in process (a negotiated deal
// the buyer accepted, or an SPK saved before: saved again it replaces the first). One timeline entry,
// and the sellers are mailed: the goods may now be prepared.
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { canFillSpk, normalizeStatus, statusLabel, type OrderStatus } from "../../contract/order-status";
import type { SpkRecord } from "../../contract/spk";
import { negotiations, spks } from "../../db/schema";
import { conflict } from "../../http/errors";
import { runOrderCommand, type OrderDeps } from "./command";
import { lockOwnOrder, stepActor, stepWithin } from "./lifecycle";
import { orderMails } from "./mails";
import { sellerTexts } from "./texts";

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
  npwp: body.npwp_satker,
});

export async function saveSpk(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  customerId: number,
  body: SpkInput,
  now = new Date(),
): Promise<{ id: number; status: OrderStatus; spk: SpkRecord }> {
  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
      const order = await lockOwnOrder(tx, customerId, body.transaction_id, "ppk");
      const [rounds] = await tx
        .select({ n: count() })
        .from(negotiations)
        .where(eq(negotiations.transactionId, order.id));
      if (!canFillSpk(order.status, rounds.n > 0)) throw conflict(spkTexts.cannot(order.status));
      const { transaction_id: _id, ...spk } = body;
      const columns = columnsOf(spk);
      const [before] = await tx.select({ id: spks.id }).from(spks).where(eq(spks.transactionId, order.id));
      await tx
        .insert(spks)
        .values({ transactionId: order.id, ...columns, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: spks.transactionId, set: { ...columns, updatedAt: now } });
      const entry = before ? sellerTexts.spkUpdated : sellerTexts.spkSaved;
      const from = normalizeStatus(order.status);
      // A confirmed order without rounds moves to process; one in process keeps its status.
      const status = await stepWithin(tx, {
        transactionId: order.id,
        from,
        to: "process",
        ...(await stepActor(tx, customerId, "ppk")),
        at: now,
        entry,
      });
      if (!before) {
        const facts = { id: order.id, invoice: order.invoice, total: order.grandTotal };
        mail("sellers", "spk-saved", (seller) => orderMails.spkSaved(seller, facts, shopOrigin));
      }
      return { id: order.id, status, spk };
    },
    now,
  );
}
