import { expect, type APIRequestContext } from "@playwright/test";
import type { Buyer } from "./login";
import type { SellerSession } from "./seller";

// Moving an order through the steps a journey is not about, through the API under test: the
// seller's rounds, confirmation, processing and dispatch (seller token), the buyer's SPK and goods
// receipt (buyer token).

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

/** Today's date in WITA, as the seller's round takes its deadline. */
const todayWita = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

export async function buyerHeaders(request: APIRequestContext, buyer: Buyer) {
  const response = await request.post(`${apiURL}/customer/login`, {
    form: { email: buyer.username, password: buyer.password },
  });
  await ok(response, "buyer login");
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}

export async function sellerRound(
  request: APIRequestContext,
  seller: SellerSession,
  orderId: number,
  round: { lines: { id: number; price: number }[]; shipping: number; note: string },
) {
  const form = new URLSearchParams({
    shipping_cost: String(round.shipping),
    note: round.note,
    valid_until: todayWita(),
  });
  round.lines.forEach((line, index) => {
    form.set(`lines[${index}][transaction_detail_id]`, String(line.id));
    form.set(`lines[${index}][new_price]`, String(line.price));
  });
  await ok(
    await request.post(`${apiURL}/admin/order/${orderId}/negotiate`, {
      headers: { ...seller.headers, "Content-Type": "application/x-www-form-urlencoded" },
      data: form.toString(),
    }),
    "seller round",
  );
}

export async function sellerConfirm(request: APIRequestContext, seller: SellerSession, orderId: number) {
  await ok(await request.post(`${apiURL}/admin/order/${orderId}/confirm`, { headers: seller.headers }), "confirm");
}

export async function storeSpk(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  await ok(
    await request.post(`${apiURL}/transaction/store-spk`, {
      headers,
      form: {
        transaction_id: orderId,
        satuan_kerja: "Dinas Pendidikan",
        lembaga: "Pemerintah Provinsi Bali",
        paket_kerja: "Pengadaan Perlengkapan Kantor",
        tahun_anggaran: "2026",
        sumber_dana: "APBD",
        kode_rekening: "5221",
        pagu_anggaran: "90000000",
        tipe_pemerintah: "ppk",
        nama_pemerintah: "I Made Wirawan",
        nip_pemerintah: "197801012003121001",
        tipe_bendahara: "bendahara_umum",
        nama_bendahara: "Ni Luh Sari",
        nip_bendahara: "198202022006042002",
      },
    }),
    "store spk",
  );
}

export async function sellerProcess(request: APIRequestContext, seller: SellerSession, orderId: number) {
  await ok(await request.post(`${apiURL}/admin/order/${orderId}/process`, { headers: seller.headers }), "process");
}

export async function sellerDispatch(
  request: APIRequestContext,
  seller: SellerSession,
  orderId: number,
  partialId: number,
) {
  await ok(
    await request.post(`${apiURL}/admin/order/${orderId}/dispatch`, {
      headers: seller.headers,
      form: {
        partial_id: partialId,
        courier: "JNE",
        no_airwaybill: `E2E${orderId}P${partialId}`,
        date_delivery: todayWita(),
      },
    }),
    `dispatch batch ${partialId}`,
  );
}

type ReceiptBatch = {
  partial_id: number;
  date_delivery: string | null;
  items: { id: number; qty: number; receipt: unknown; can_record: boolean }[];
};

/** The order's delivery batches as the buyer's Penerimaan tab reads them. */
export async function receiptBatches(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  const response = await request.get(`${apiURL}/transaction-support-document/${orderId}`, { headers });
  await ok(response, "receipt batches");
  return ((await response.json()) as { data: { shipments: ReceiptBatch[] } }).data.shipments;
}

/** The buyer records the receipt of every unit of every item of batch `partialId` (or of every dispatched batch). */
export async function receiveBatch(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: number,
  partialId?: number,
) {
  const batches = await receiptBatches(request, headers, orderId);
  for (const batch of batches.filter((entry) => partialId === undefined || entry.partial_id === partialId)) {
    for (const item of batch.items.filter((entry) => entry.receipt === null && entry.can_record)) {
      await ok(
        await request.post(`${apiURL}/transaction-support-document/create/${item.id}`, {
          headers,
          multipart: { name_receipt: "Andi Penerima", unit_receipt: String(item.qty), date_receipt: todayWita() },
        }),
        `receipt of item ${item.id}`,
      );
    }
  }
}

/**
 * After the SPK is saved: the seller processes the order and dispatches every batch, and the buyer records
 * the receipt of each, one batch at a time. The order ends `document`: payable (decision 0120).
 */
export async function deliverAndReceive(
  request: APIRequestContext,
  seller: SellerSession,
  headers: Record<string, string>,
  orderId: number,
) {
  await sellerProcess(request, seller, orderId);
  for (const batch of await receiptBatches(request, headers, orderId)) {
    if (batch.date_delivery === null) await sellerDispatch(request, seller, orderId, batch.partial_id);
    await receiveBatch(request, headers, orderId, batch.partial_id);
  }
}

/** A fresh order without rounds taken to `document` (payable): confirmed, SPK saved, delivered and received. */
export async function payableOrder(
  request: APIRequestContext,
  seller: SellerSession,
  headers: Record<string, string>,
  orderId: number,
) {
  await sellerConfirm(request, seller, orderId);
  await storeSpk(request, headers, orderId);
  await deliverAndReceive(request, seller, headers, orderId);
}
