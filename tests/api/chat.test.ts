import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatAjaxResponse,
  chatDetailResponse,
  chatMessages as chatTexts,
  chatReplyResponse,
  chatUnreadResponse,
} from "../../server/contract/chat";
import { chatMessages } from "../../server/db/schema";
import { useApiSuite } from "../helpers/api-suite";
import { formRequest, getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

// The unread count is kept as in production (a minute here): a reply and a read must show at once.
const { api, demo, other, seller } = useApiSuite({ seller: true, api: { sessionCacheMs: 60_000 } });

/** The admin answers through the seller-side call. */
async function adminSays(customerId: number, message: string) {
  const request = formRequest(seller, "POST", `/api/admin/chat/reply/${customerId}`, { message });
  const { response, body } = await call(api.app, chatReplyResponse, request);
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
}

const detail = (buyer: Buyer) =>
  call(api.app, chatDetailResponse, getRequest(buyer, "/api/usermanagement/chat/detail"));
const unread = async (buyer: Buyer) =>
  (await call(api.app, chatUnreadResponse, getRequest(buyer, "/api/usermanagement/chat/unread"))).body.data.unread;
const poll = (buyer: Buyer, fields: Record<string, string | number>) =>
  call(api.app, chatAjaxResponse, formRequest(buyer, "POST", "/api/usermanagement/chat/ajax-request", fields));

describe("GET /api/usermanagement/chat/detail", () => {
  it("lists only the caller's messages, oldest first, with the newest time as dateUpdate", async () => {
    const { body } = await detail(demo);
    expect(body.data.data.map((m) => [m.message, m.is_user])).toEqual([
      ["Selamat siang, apakah kertas HVS A4 tersedia untuk 200 rim?", true],
      ["Selamat siang, stok tersedia. Silahkan lakukan checkout dan ajukan negosiasi bila perlu.", false],
      ["Baik, terima kasih.", true],
    ]);
    expect(body.data.dateUpdate).toBe(body.data.data.at(-1)?.created_at);
    expect(new Date(body.data.dateUpdate ?? "").toISOString()).toBe(body.data.dateUpdate);

    const others = await detail(other);
    expect(others.body.data).toEqual({ data: [], dateUpdate: null });
  });

  it("answers 401 without a token", async () => {
    await expectError(api.app, "/api/usermanagement/chat/detail", 401);
    await expectError(api.app, formRequest(null, "POST", "/api/usermanagement/chat/ajax-request", { id: 0 }), 401);
    await expectError(api.app, formRequest(null, "POST", "/api/usermanagement/chat/reply", { message: "Halo" }), 401);
    await expectError(api.app, "/api/usermanagement/chat/unread", 401);
  });
});

describe("POST /api/usermanagement/chat/reply", () => {
  it("stores the trimmed message as the buyer's (is_user) in the caller's thread only", async () => {
    const { response, body } = await call(
      api.app,
      chatReplyResponse,
      formRequest(other, "POST", "/api/usermanagement/chat/reply", {
        message: "  Halo Admin, saya ingin bertanya tentang pesanan INV/20260930/0017  ",
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      message: "Halo Admin, saya ingin bertanya tentang pesanan INV/20260930/0017",
      is_user: true,
    });
    const [row] = await api.handle.db.select().from(chatMessages).where(eq(chatMessages.id, body.data.id));
    expect(row).toMatchObject({ customerId: other.id, isUser: true, adminId: null });
    const mine = await detail(other);
    expect(mine.body.data.data.map((m) => m.id)).toEqual([body.data.id]);
    const demos = await detail(demo);
    expect(demos.body.data.data.map((m) => m.id)).not.toContain(body.data.id);
  });

  it("refuses an empty, blank or too long message with the Indonesian messages", async () => {
    for (const message of ["", "   "]) {
      const error = await expectError(
        api.app,
        formRequest(demo, "POST", "/api/usermanagement/chat/reply", { message }),
        400,
      );
      expect(error.data).toEqual({ message: [chatTexts.required] });
    }
    const missing = await expectError(
      api.app,
      formRequest(demo, "POST", "/api/usermanagement/chat/reply", { other: "x" }),
      400,
    );
    expect(missing.data).toEqual({ message: [chatTexts.required] });
    const long = await expectError(
      api.app,
      formRequest(demo, "POST", "/api/usermanagement/chat/reply", { message: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }),
      400,
    );
    expect(long.data).toEqual({ message: [chatTexts.tooLong] });
    const exact = await call(
      api.app,
      chatReplyResponse,
      formRequest(demo, "POST", "/api/usermanagement/chat/reply", { message: "b".repeat(CHAT_MESSAGE_MAX_LENGTH) }),
    );
    expect(exact.response.statusCode).toBe(200);
  });
});

describe("POST /api/usermanagement/chat/ajax-request", () => {
  it("answers only the messages after the cursor, with the new dateUpdate", async () => {
    const before = (await detail(other)).body.data;
    const last = before.data.at(-1)!;
    const nothing = await poll(other, { id: last.id, date: before.dateUpdate! });
    expect(nothing.body.data).toEqual({ data: [], dateUpdate: before.dateUpdate });

    const first = await adminSays(other.id, "Baik, pesanan Anda sedang kami periksa.");
    const second = (
      await call(
        api.app,
        chatReplyResponse,
        formRequest(other, "POST", "/api/usermanagement/chat/reply", { message: "Terima kasih" }),
      )
    ).body.data;
    const fresh = await poll(other, { id: last.id, date: before.dateUpdate! });
    expect(fresh.body.data.data.map((m) => [m.id, m.is_user])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(fresh.body.data.dateUpdate).toBe(second.created_at);

    // From the new cursor: nothing again; without a cursor: the whole thread.
    const again = await poll(other, { id: second.id, date: fresh.body.data.dateUpdate! });
    expect(again.body.data.data).toEqual([]);
    const all = await poll(other, { id: "", date: "" });
    expect(all.body.data.data.map((m) => m.id)).toEqual([last.id, first.id, second.id]);
  });

  it("tells messages of the same millisecond apart by id", async () => {
    const at = new Date("2099-10-05T02:00:00.000Z");
    const rows = await api.handle.db
      .insert(chatMessages)
      .values([
        { customerId: other.id, message: "satu", isUser: true, createdAt: at },
        { customerId: other.id, message: "dua", isUser: true, createdAt: at },
      ])
      .returning({ id: chatMessages.id });
    const { body } = await poll(other, { id: rows[0].id, date: at.toISOString() });
    expect(body.data.data.map((m) => m.message)).toEqual(["dua"]);
  });

  it("refuses a date that is not a timestamp", async () => {
    const error = await expectError(
      api.app,
      formRequest(demo, "POST", "/api/usermanagement/chat/ajax-request", { id: 1, date: "kemarin" }),
      400,
    );
    expect(error.data).toEqual({ date: [chatTexts.invalidDate] });
  });
});

describe("unread admin messages", () => {
  it("counts the admin's unread messages and marks them read when the conversation is read", async () => {
    expect(await unread(demo)).toBe(0);
    await adminSays(demo.id, "Apakah ada yang bisa kami bantu lagi?");
    await adminSays(demo.id, "Kami tunggu kabarnya.");
    expect(await unread(demo)).toBe(2);
    // The buyer's own messages never count, nor does another buyer's thread.
    await call(
      api.app,
      chatReplyResponse,
      formRequest(demo, "POST", "/api/usermanagement/chat/reply", { message: "Sebentar" }),
    );
    expect(await unread(demo)).toBe(2);

    await detail(demo);
    expect(await unread(demo)).toBe(0);
    const still = await api.handle.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.customerId, demo.id), eq(chatMessages.isUser, false), isNull(chatMessages.readAt)));
    expect(still).toEqual([]);
  });

  it("marks read what a poll delivers", async () => {
    const before = (await detail(demo)).body.data;
    await adminSays(demo.id, "Pesan baru dari admin");
    expect(await unread(demo)).toBe(1);
    const polled = await poll(demo, { id: before.data.at(-1)!.id, date: before.dateUpdate! });
    expect(polled.body.data.data.map((m) => m.message)).toEqual(["Pesan baru dari admin"]);
    expect(await unread(demo)).toBe(0);
  });
});

describe("POST /api/admin/chat/reply/:customerId", () => {
  it("needs a seller's token: none, an unknown one, a buyer's or HTTP Basic are 401", async () => {
    const url = `/api/admin/chat/reply/${demo.id}`;
    await expectError(api.app, formRequest(null, "POST", url, { message: "x" }), 401);
    const unknown = formRequest(null, "POST", url, { message: "x" });
    unknown.headers = { ...unknown.headers, authorization: `Bearer ${"x".repeat(43)}` };
    await expectError(api.app, unknown, 401);
    await expectError(api.app, formRequest(demo, "POST", url, { message: "x" }), 401);
    const basic = formRequest(null, "POST", url, { message: "x" });
    basic.headers = { ...basic.headers, authorization: `Basic ${Buffer.from("admin:admin12345").toString("base64")}` };
    await expectError(api.app, basic, 401);
  });

  it("answers 404 for an unknown buyer", async () => {
    await expectError(api.app, formRequest(seller, "POST", "/api/admin/chat/reply/999999", { message: "Halo" }), 404);
  });
});
