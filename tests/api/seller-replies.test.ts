// The seller console's answers and products (issue #11): reviews (`respon_notes`), complaints
// (`respon_admin`), the chat inbox with unread counts and the 10-minute unread mail, and a product's
// price, stock and status (a disabled one leaves the catalogue and is badged in the cart).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartListResponse } from "../../server/contract/cart";
import { chatReplyResponse } from "../../server/contract/chat";
import { productDetailResponse } from "../../server/contract/product";
import {
  sellerProductListResponse,
  sellerProductMessages,
  sellerProductResponse,
} from "../../server/contract/seller-products";
import {
  sellerChatListResponse,
  sellerChatResponse,
  sellerComplaintListResponse,
  sellerComplaintResponse,
  sellerReplyMessages,
  sellerReviewListResponse,
  sellerReviewResponse,
} from "../../server/contract/seller-replies";
import { reviewListResponse } from "../../server/contract/review";
import {
  carts,
  chatMessages,
  complaints,
  customers,
  products,
  reviews,
  transactionDetails,
} from "../../server/db/schema";
import { mailUnreadChats } from "../../server/modules/seller-chats/routes";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder } from "../helpers/order-builder";
import { formRequest, getRequest } from "./buyer-session";
import { call, expectError } from "./support";

const mailer = createMemoryMailer();
const { api, demo, other, seller } = useApiSuite({
  seller: true,
  api: { mailer, chatMailSweepMs: 0, catalogueCacheMs: 60_000 },
});
const db = () => api.handle.db;
const emailOf = async (customerId: number) =>
  (await db().select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)))[0].email;
const sweepDeps = () => api.app.appDeps;
const mailsTo = (email: string) => mailer.messages.filter((message) => message.to === email);

describe("reviews", () => {
  it("lists every review newest first, filters answered ones, and stores the answer the product page shows", async () => {
    const order = await buildOrder(db(), { buyerId: other.id, status: "paid" });
    const [line] = await db().select().from(transactionDetails).where(eq(transactionDetails.id, order.detailIds[0]));
    const [review] = await db()
      .insert(reviews)
      .values({
        productId: line.productId,
        customerId: other.id,
        transactionDetailId: line.id,
        star: 4,
        notes: "Barang bagus sekali",
      })
      .returning({ id: reviews.id });

    const list = await call(
      api.app,
      sellerReviewListResponse,
      getRequest(seller, "/api/admin/review?answered=belum&per_page=100"),
    );
    expect(list.body.data.data[0]).toMatchObject({
      id: review.id,
      respon_notes: null,
      buyer: { id: other.id },
      transaction: { id: order.id },
    });
    expect(list.body.data.data.every((row) => row.respon_notes === null)).toBe(true);

    const bad = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/review/${review.id}/reply`, { respon_notes: " " }),
      400,
    );
    expect(bad.data).toEqual({ respon_notes: [sellerReplyMessages.responNotes] });

    // The product page is cached: the answer must show there at once.
    await call(api.app, reviewListResponse, `/api/product/${line.productId}/review`);
    const email = await emailOf(other.id);
    const before = mailsTo(email).length;
    const { body } = await call(
      api.app,
      sellerReviewResponse,
      formRequest(seller, "POST", `/api/admin/review/${review.id}/reply`, {
        respon_notes: "Terima kasih atas ulasannya",
      }),
    );
    expect(body.data).toMatchObject({ id: review.id, respon_notes: "Terima kasih atas ulasannya" });
    expect(body.data.responded_at).not.toBeNull();
    const shown = await call(api.app, reviewListResponse, `/api/product/${line.productId}/review`);
    expect(shown.body.data.reviews.find((item) => item.id === review.id)?.respon_notes).toBe(
      "Terima kasih atas ulasannya",
    );

    const answered = await call(
      api.app,
      sellerReviewListResponse,
      getRequest(seller, "/api/admin/review?answered=sudah&search=bagus%20sekali"),
    );
    expect(answered.body.data.data.map((row) => row.id)).toContain(review.id);
    // The search box says "… atau nomor invoice": the order's invoice finds its reviews.
    const byInvoice = await call(
      api.app,
      sellerReviewListResponse,
      getRequest(seller, `/api/admin/review?search=${encodeURIComponent(order.invoice)}`),
    );
    expect(byInvoice.body.data.data.map((row) => row.id)).toEqual([review.id]);
    expect(byInvoice.body.data.total).toBe(1);
    const mails = mailsTo(email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("http://localhost:3000/profil/ulasan");
    await expectError(
      api.app,
      formRequest(seller, "POST", "/api/admin/review/99999999/reply", { respon_notes: "x" }),
      404,
    );
  });
});

describe("complaints", () => {
  it("lists, shows and answers a complaint as Tanggapan Admin, mailing the buyer the complaint's page", async () => {
    const order = await buildOrder(db(), { buyerId: other.id, status: "paid" });
    const [complaint] = await db()
      .insert(complaints)
      .values({
        transactionDetailId: order.detailIds[0],
        customerId: other.id,
        descriptionComplaint: "Kemasan rusak saat diterima",
      })
      .returning({ id: complaints.id });
    const list = await call(
      api.app,
      sellerComplaintListResponse,
      getRequest(seller, `/api/admin/complaint?search=${encodeURIComponent(order.invoice)}`),
    );
    expect(list.body.data.data.map((row) => row.id)).toEqual([complaint.id]);
    const detail = await call(
      api.app,
      sellerComplaintResponse,
      getRequest(seller, `/api/admin/complaint/${complaint.id}`),
    );
    expect(detail.body.data).toMatchObject({
      respon_admin: null,
      image: [],
      transaction_detail: { transaction: { invoice: order.invoice } },
    });

    const bad = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/complaint/${complaint.id}/reply`, {}),
      400,
    );
    expect(bad.data).toEqual({ respon_admin: [sellerReplyMessages.responAdmin] });
    const email = await emailOf(other.id);
    const before = mailsTo(email).length;
    const { body } = await call(
      api.app,
      sellerComplaintResponse,
      formRequest(seller, "POST", `/api/admin/complaint/${complaint.id}/reply`, {
        respon_admin: "Kami kirim pengganti",
      }),
    );
    expect(body.data.respon_admin).toBe("Kami kirim pengganti");
    const buyerView = await api.app.inject(getRequest(other, `/api/transaction/complaint/${complaint.id}`));
    expect(buyerView.json().data.respon_admin).toBe("Kami kirim pengganti");
    const mails = mailsTo(email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`http://localhost:3000/profil/detailkomplain?id_complain=${complaint.id}`);
  });
});

describe("chat inbox", () => {
  it("has one row per buyer with unread counts; opening a thread reads it; the seller's answer reaches the buyer", async () => {
    await db().delete(chatMessages);
    await db()
      .insert(chatMessages)
      .values([
        { customerId: demo.id, message: "Halo admin", isUser: true, createdAt: new Date(Date.now() - 5000) },
        { customerId: other.id, message: "Stok kursi ada?", isUser: true, createdAt: new Date(Date.now() - 3000) },
        { customerId: other.id, message: "Mohon dijawab", isUser: true, createdAt: new Date(Date.now() - 1000) },
      ]);
    const inbox = await call(api.app, sellerChatListResponse, getRequest(seller, "/api/admin/chat"));
    expect(inbox.body.data.data.map((row) => [row.buyer.id, row.unread, row.last_message.message])).toEqual([
      [other.id, 2, "Mohon dijawab"],
      [demo.id, 1, "Halo admin"],
    ]);
    expect(inbox.body.data.unread_total).toBe(3);

    const thread = await call(api.app, sellerChatResponse, getRequest(seller, `/api/admin/chat/${other.id}`));
    expect(thread.body.data.data.map((message) => message.message)).toEqual(["Stok kursi ada?", "Mohon dijawab"]);
    const after = await call(api.app, sellerChatListResponse, getRequest(seller, "/api/admin/chat"));
    expect(after.body.data.data.find((row) => row.buyer.id === other.id)?.unread).toBe(0);

    const sent = await call(
      api.app,
      chatReplyResponse,
      formRequest(seller, "POST", `/api/admin/chat/reply/${other.id}`, { message: "Ada, silahkan dipesan" }),
    );
    expect(sent.body.data).toMatchObject({ is_user: false, message: "Ada, silahkan dipesan" });
    const unread = await api.app.inject(getRequest(other, "/api/usermanagement/chat/unread"));
    expect(unread.json().data.unread).toBe(1);
    const empty = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/chat/reply/${other.id}`, { message: "" }),
      400,
    );
    expect(empty.data).toEqual({ message: ["Pesan Wajib Diisi"] });
    await expectError(api.app, getRequest(seller, "/api/admin/chat/99999999"), 404);
  });

  it("mails the buyer once when a seller message stays unread 10 minutes, and not when it was read", async () => {
    await db().delete(chatMessages);
    const now = new Date();
    await db()
      .insert(chatMessages)
      .values([
        {
          customerId: demo.id,
          message: "Pesanan sudah kami proses",
          isUser: false,
          createdAt: new Date(now.getTime() - 11 * 60_000),
        },
        {
          customerId: demo.id,
          message: "Mohon dicek",
          isUser: false,
          createdAt: new Date(now.getTime() - 10.5 * 60_000),
        },
        // Read by the buyer: no mail.
        {
          customerId: other.id,
          message: "Sudah dikirim",
          isUser: false,
          readAt: now,
          createdAt: new Date(now.getTime() - 20 * 60_000),
        },
        // Too recent.
        { customerId: other.id, message: "Baru saja", isUser: false, createdAt: new Date(now.getTime() - 60_000) },
      ]);
    const [demoEmail, otherEmail] = [await emailOf(demo.id), await emailOf(other.id)];
    const [demoBefore, otherBefore] = [mailsTo(demoEmail).length, mailsTo(otherEmail).length];
    expect(await mailUnreadChats(sweepDeps(), now)).toBe(1);
    expect(await mailUnreadChats(sweepDeps(), now)).toBe(0);
    await sweepDeps().mailWorker.drain();
    const mails = mailsTo(demoEmail).slice(demoBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Ada pesan baru dari penjual");
    expect(mails[0].text).toContain("2 pesan");
    expect(mails[0].text).toContain("http://localhost:3000/profil/chat");
    expect(mailsTo(otherEmail).length).toBe(otherBefore);
    // Ten minutes later the recent one is due too.
    expect(await mailUnreadChats(sweepDeps(), new Date(now.getTime() + 10 * 60_000))).toBe(1);
    await sweepDeps().mailWorker.drain();
    expect(mailsTo(otherEmail).length).toBe(otherBefore + 1);
  });
});

describe("products", () => {
  it("lists with search and paging, disabled ones too", async () => {
    const list = await call(api.app, sellerProductListResponse, getRequest(seller, "/api/admin/product?per_page=5"));
    expect(list.body.data.data).toHaveLength(5);
    const name = list.body.data.data[0].name;
    const found = await call(
      api.app,
      sellerProductListResponse,
      getRequest(seller, `/api/admin/product?search=${encodeURIComponent(name)}`),
    );
    expect(found.body.data.data.map((row) => row.name)).toContain(name);
  });

  it("sets price, stock and status; a disabled product leaves the (cached) catalogue and is badged in the cart", async () => {
    const [product] = await db().select().from(products).where(eq(products.status, "enabled")).limit(1);
    await db().delete(carts).where(eq(carts.customerId, demo.id));
    await db().insert(carts).values({ customerId: demo.id, productId: product.id, qty: 1 });
    // Warm the catalogue cache.
    await call(api.app, productDetailResponse, `/api/product/${product.id}`);

    const bad = await expectError(
      api.app,
      formRequest(seller, "PUT", `/api/admin/product/${product.id}`, { price: "", stock: "-1", status: "enabled" }),
      400,
    );
    expect(bad.data).toEqual({
      price: [sellerProductMessages.price],
      stock: [sellerProductMessages.stockMin],
      status: [sellerProductMessages.status],
    });

    const { body } = await call(
      api.app,
      sellerProductResponse,
      formRequest(seller, "POST", `/api/admin/product/${product.id}`, {
        _method: "PUT",
        price: 123_000,
        stock: 7,
        status: "disabled",
      }),
    );
    expect(body.data).toMatchObject({ id: product.id, price: 123_000, stock: 7, status: "disabled" });
    const detail = await api.app.inject(`/api/product/${product.id}`);
    expect(detail.json().data).toMatchObject({ price: 123_000, stock: 7, status: "disabled" });
    const cart = await call(api.app, cartListResponse, getRequest(demo, `/api/transaction/cart/list-cart/${demo.id}`));
    expect(cart.body.data.find((line) => line.product_id === product.id)?.product.status).toBe("disabled");

    const back = await call(
      api.app,
      sellerProductResponse,
      formRequest(seller, "PUT", `/api/admin/product/${product.id}`, {
        price: product.price,
        stock: product.stock,
        status: "active",
      }),
    );
    expect(back.body.data.status).toBe("active");
    await expectError(
      api.app,
      formRequest(seller, "PUT", "/api/admin/product/99999999", { price: 1, stock: 1, status: "active" }),
      404,
    );
  });
});
