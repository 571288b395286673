// Every order command against every single role (issue 25, decision 0150): allowed for the role that
// takes the step, 403 with who takes it for the others; reviews and complaints for any member. And
// across units: a member of another unit gets a 404 on every read of the order and every command.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutResponse } from "../../server/contract/checkout";
import { todayInWita } from "../../server/contract/seller-orders";
import { teamMessages, TEAM_ROLES, type TeamRole } from "../../server/contract/team";
import {
  carts,
  checkouts,
  complaintMedia,
  complaints,
  customerAddresses,
  paymentProofs,
  payments,
  shipmentItems,
  supportDocuments,
  transactions,
} from "../../server/db/schema";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, type BuiltOrder } from "../helpers/order-builder";
import { spkFields } from "../helpers/spk";
import { workUnits, type Person } from "../helpers/work-unit";
import {
  chooseService,
  formRequest,
  getRequest,
  jsonRequest,
  multipartRequest,
  plainProducts,
  type Buyer,
} from "./buyer-session";

const mailer = createMemoryMailer();
const { api, demo, seller } = useApiSuite({ seller: true, api: { shopOrigin: "http://shop.test", mailer } });
const db = () => api.handle.db;
const units = workUnits(api, mailer);

let png: Buffer;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
let productId: number;
/** Unit A: an owner holding every role, and one member per role holding it alone. */
let owner: Person;
let single: Record<TeamRole, Person>;

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  [{ id: productId }] = await plainProducts(api, 1, 1000);
  const unit = await units.unit({ pp: ["pp"], ppk: ["ppk"], bendahara: ["bendahara"], penerima: ["penerima"] });
  owner = unit.owner;
  single = unit.members;
});

const order = (spec: Omit<Parameters<typeof buildOrder>[1], "buyerId">) =>
  buildOrder(db(), { buyerId: owner.id, ...spec });

const itemOf = async (built: BuiltOrder) =>
  (
    await db()
      .select({ id: shipmentItems.id })
      .from(shipmentItems)
      .where(eq(shipmentItems.transactionDetailId, built.detailIds[0]))
  )[0].id;

/** A copy of the demo buyer's first address, the member's own: checkout asks for one. */
async function addressFor(who: Buyer): Promise<number> {
  const [address] = await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, demo.id));
  const { id: _id, ...fields } = address;
  const [copy] = await db()
    .insert(customerAddresses)
    .values({ ...fields, customerId: who.id })
    .returning({ id: customerAddresses.id });
  return copy.id;
}

const cartLine = async (who: Buyer) =>
  (
    await db()
      .insert(carts)
      .values({ customerId: who.id, productId, qty: 1 })
      .onConflictDoUpdate({ target: [carts.customerId, carts.productId], set: { qty: 1 } })
      .returning({ id: carts.id })
  )[0].id;

const checkoutRequest = (who: Buyer, cartId: number) =>
  formRequest(who, "POST", "/api/transaction/checkout", { customer_id: who.id, "cart_id[]": [cartId], "qty[]": [1] });

/** A PP's purchase request ready to submit; another member cannot make a checkout, so theirs is written directly. */
async function submitRequest(who: Buyer, mayCheckout: boolean): Promise<InjectOptions> {
  if (!mayCheckout) {
    const [bare] = await db().insert(checkouts).values({ customerId: who.id }).returning();
    return jsonRequest(who, "/api/transaction/create", { checkout_id: bare.id, total_ppn: 0, partial: [] });
  }
  const response = await api.app.inject(checkoutRequest(who, await cartLine(who)));
  expect(response.statusCode, response.body).toBe(200);
  const checkoutId = (response.json() as { data: { id: number } }).data.id;
  await chooseService(api, who, checkoutId, await addressFor(who));
  const checkout = checkoutResponse.parse(
    (await api.app.inject(getRequest(who, `/api/transaction/checkout/detail-checkout/${checkoutId}`))).json(),
  ).data;
  return jsonRequest(who, "/api/transaction/create", {
    checkout_id: checkout.id,
    total_ppn: checkout.summary.total_ppn,
    partial: checkout.checkout_detail.map((line) => ({ id: line.id, partial_qty: [line.qty] })),
    idempotency_key: checkout.idempotency_key,
  });
}

type Command = {
  name: string;
  /** The role the step is taken in; "any" for every member. */
  role: TeamRole | "any";
  /** The request `who` sends, against a fresh order of unit A where there is one. */
  request: (who: Person, allowed: boolean) => Promise<InjectOptions>;
};

const reviewRequest = async (who: Buyer, built: BuiltOrder) =>
  multipartRequest(who, "/api/product/review", {
    transaction: String(built.detailIds[0]),
    star: "5",
    notes: "Barang sesuai pesanan",
  });
const complaintRequest = (who: Buyer, built: BuiltOrder) =>
  multipartRequest(who, "/api/transaction/complaint", {
    transaction_detail_id: String(built.detailIds[0]),
    description_detail: "Satu unit rusak",
    "image[]": [png, "rusak.png"],
  });
const proofRequest = (who: Buyer, id: number) =>
  multipartRequest(who, "/api/transaction/payment/proof-of-payment", {
    id: String(id),
    account_name: "Dinas Pendidikan",
    account_number: "1500123456789",
    bank_name: "Bank Sulselbar",
    image: [png, "bukti.png"],
  });
const receiptRequest = (who: Buyer, itemId: number) =>
  multipartRequest(who, `/api/transaction-support-document/create/${itemId}`, {
    name_receipt: "Andi Penerima",
    unit_receipt: "2",
    date_receipt: todayInWita(),
    "files[0][name]": "Bast",
    "files[0][file]": [pdf, "bast.pdf"],
  });
const counterRequest = (who: Buyer, built: BuiltOrder) =>
  jsonRequest(who, `/api/transaction/store-negotiation/${built.id}`, {
    transaction_id: built.id,
    transaction_detail_id: [built.detailIds[0]],
    old_price: [1],
    new_price: [9_000],
  });
const acceptRequest = (who: Buyer, id: number) =>
  formRequest(who, "POST", `/api/admin-transaction/update/${id}`, { _method: "PUT", status: "Process" });
const paymentRequest = (who: Buyer, id: number) =>
  formRequest(who, "POST", "/api/transaction/payment", {
    transaction_id: id,
    payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${id}`,
    payment_service: "BPD",
  });

const commands: Command[] = [
  {
    name: "cart: add a product",
    role: "pp",
    request: async (who) =>
      formRequest(who, "POST", "/api/transaction/cart", { customer_id: who.id, product_id: productId, qty: 1 }),
  },
  { name: "checkout", role: "pp", request: async (who) => checkoutRequest(who, await cartLine(who)) },
  { name: "submit the purchase request", role: "pp", request: (who, allowed) => submitRequest(who, allowed) },
  {
    name: "counter-offer",
    role: "pp",
    request: async (who) => counterRequest(who, await order({ status: "pending", rounds: 2 })),
  },
  {
    name: "accept the deal",
    role: "ppk",
    request: async (who) => acceptRequest(who, (await order({ status: "confirmed", rounds: 2 })).id),
  },
  {
    name: "save the SPK",
    role: "ppk",
    request: async (who) =>
      formRequest(who, "POST", "/api/transaction/store-spk", spkFields((await order({ status: "confirmed" })).id)),
  },
  {
    name: "start a payment",
    role: "bendahara",
    request: async (who) => paymentRequest(who, (await order({ status: "document" })).id),
  },
  {
    name: "upload a payment proof",
    role: "bendahara",
    request: async (who) =>
      proofRequest(
        who,
        (await order({ status: "pending_payment", payment: { service: "BPD", status: "pending" } })).id,
      ),
  },
  {
    name: "record a goods receipt",
    role: "penerima",
    request: async (who) => receiptRequest(who, await itemOf(await order({ status: "shipped" }))),
  },
  { name: "review a line", role: "any", request: async (who) => reviewRequest(who, await order({ status: "paid" })) },
  {
    name: "complain about a line",
    role: "any",
    request: async (who) => complaintRequest(who, await order({ status: "paid" })),
  },
];

describe("each order command by each single role", () => {
  it.each(commands.map((command) => [command.name, command] as const))("%s", async (_name, command) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const role of TEAM_ROLES) {
      const allowed = command.role === "any" || command.role === role;
      const response = await api.app.inject(await command.request(single[role], allowed));
      outcomes.push(
        `${role}: ${response.statusCode < 300 ? "done" : `${response.statusCode} ${(response.json() as { message: string }).message}`}`,
      );
      expected.push(`${role}: ${allowed ? "done" : `403 ${teamMessages.roleRequired(command.role as TeamRole)}`}`);
    }
    expect(outcomes).toEqual(expected);
  });
});

describe("another unit", () => {
  it("gets a 404 on every read of the order and every command on it", async () => {
    // Unit A's paid order with everything a buyer can read of it: receipt papers, a proof, a complaint.
    const built = await order({ status: "shipped" });
    const itemId = await itemOf(built);
    const received = await api.app.inject(await receiptRequest(single.penerima, itemId));
    expect(received.statusCode, received.body).toBeLessThan(300);
    expect((await api.app.inject(paymentRequest(single.bendahara, built.id))).statusCode).toBe(200);
    const proofUpload = await api.app.inject(await proofRequest(single.bendahara, built.id));
    expect(proofUpload.statusCode, proofUpload.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, built.id));
    const accepted = await api.app.inject(formRequest(seller, "POST", `/api/admin/payment/${payment.id}/accept`, {}));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const complained = await api.app.inject(await complaintRequest(single.pp, built));
    expect(complained.statusCode, complained.body).toBeLessThan(300);
    const [document] = await db()
      .select()
      .from(supportDocuments)
      .orderBy(supportDocuments.id)
      .then((rows) => rows.slice(-1));
    const [proof] = await db().select().from(paymentProofs).where(eq(paymentProofs.paymentId, payment.id));
    const [complaint] = await db().select().from(complaints).where(eq(complaints.customerId, single.pp.id));
    const [media] = await db().select().from(complaintMedia).where(eq(complaintMedia.complaintId, complaint.id));
    const [{ idempotencyKey }] = await db()
      .select({ idempotencyKey: transactions.idempotencyKey })
      .from(transactions)
      .where(eq(transactions.id, built.id));
    const exportQuery = `transaction_id=${built.id}&outgoing_detail_id=${itemId}`;
    const reads = [
      `/api/transaction/${built.id}`,
      `/api/transaction/log/${built.id}`,
      `/api/review/${built.id}`,
      `/api/transaction-support-document/${built.id}`,
      `/api/transaction-support-document/file/${document.id}`,
      ...["spk", "invoice", "bast", "receipt"].map(
        (kind) => `/api/transaction-support-document/export-${kind}?${exportQuery}`,
      ),
      `/api/transaction/payment/status?id=${built.id}`,
      `/api/transaction/payment/detail/${built.id}`,
      `/api/transaction/payment/proof/${proof.id}`,
      `/api/transaction/complaint/${complaint.id}`,
      `/api/transaction/complaint/media/${media.id}`,
      `/api/transaction/by-key/${encodeURIComponent(idempotencyKey)}`,
    ];
    // Every member of unit A reads all of it, the complaint a colleague wrote included (not its author here).
    const reader = (url: string) => (url.includes("/by-key/") ? single.pp : single.ppk);
    for (const url of reads.filter((candidate) => !candidate.includes("/by-key/"))) {
      const response = await api.app.inject(getRequest(reader(url), url));
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }

    // Unit B: its owner holds every role (so no refusal is about a role), and a member holding one.
    const unitB = await units.unit({ ppk: ["ppk"] });
    for (const stranger of [unitB.owner, unitB.members.ppk]) {
      const answers = await Promise.all(
        reads.map(async (url) => `${url}: ${(await api.app.inject(getRequest(stranger, url))).statusCode}`),
      );
      expect(answers).toEqual(reads.map((url) => `${url}: 404`));
    }

    // Every command on unit A's orders, in a state where A's member could take it.
    const stranger = unitB.owner;
    const attempts: [string, () => Promise<InjectOptions>][] = [
      ["counter-offer", async () => counterRequest(stranger, await order({ status: "pending", rounds: 2 }))],
      ["accept the deal", async () => acceptRequest(stranger, (await order({ status: "confirmed", rounds: 2 })).id)],
      [
        "save the SPK",
        async () =>
          formRequest(
            stranger,
            "POST",
            "/api/transaction/store-spk",
            spkFields((await order({ status: "confirmed" })).id),
          ),
      ],
      ["start a payment", async () => paymentRequest(stranger, (await order({ status: "document" })).id)],
      [
        "upload a payment proof",
        async () =>
          proofRequest(
            stranger,
            (await order({ status: "pending_payment", payment: { service: "BPD", status: "pending" } })).id,
          ),
      ],
      [
        "record a goods receipt",
        async () => receiptRequest(stranger, await itemOf(await order({ status: "shipped" }))),
      ],
      [
        "update a goods receipt",
        async () => {
          const request = await receiptRequest(stranger, itemId);
          return { ...request, url: `/api/transaction-support-document/update/${itemId}`, method: "PUT" };
        },
      ],
      ["review a line", async () => reviewRequest(stranger, await order({ status: "paid" }))],
      ["complain about a line", async () => complaintRequest(stranger, await order({ status: "paid" }))],
    ];
    const outcomes: string[] = [];
    for (const [name, request] of attempts)
      outcomes.push(`${name}: ${(await api.app.inject(await request())).statusCode}`);
    expect(outcomes).toEqual(attempts.map(([name]) => `${name}: 404`));
  });
});
