// Complaints (profile-area /profil/komplain, /profil/addkomplain, /profil/detailkomplain): list with
// search and paging, filing one (rules, proofs sniffed by their bytes, one per order), the detail,
// and the private proofs (owner only, never under the public storage folder).
import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPLAINT_IMAGE_MAX_BYTES,
  complaintListResponse,
  complaintMessages,
  complaintResponse,
  type Complaint,
} from "../../server/contract/complaint";
import { complaintMedia, transactionDetails, transactions } from "../../server/db/schema";
import { complaintMediaDir } from "../../server/modules/complaint/media";
import { useApiSuite } from "../helpers/api-suite";
import { getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other, seller } = useApiSuite({ seller: true });
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a71313" } })
    .png()
    .toBuffer();
});
afterAll(() => rm(path.dirname(complaintMediaDir(api.publicDir)), { recursive: true, force: true }));

/** An MP4 header (ftyp isom) is all file-type needs to call it a video. */
const mp4 = Buffer.concat([Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"), Buffer.alloc(64)]);

type Part = [string, string | Blob, string?];

async function post(buyer: Buyer | null, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    method: "POST" as const,
    url: "/api/transaction/complaint",
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...buyer?.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

const file = (data: Buffer, name: string): Part => ["image[]", new Blob([new Uint8Array(data)]), name];

async function linesOf(invoice: string) {
  return api.handle.db
    .select({ id: transactionDetails.id })
    .from(transactionDetails)
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .where(eq(transactions.invoice, invoice))
    .orderBy(asc(transactionDetails.id));
}

async function list(buyer: Buyer, query = "") {
  const { response, body } = await call(
    api.app,
    complaintListResponse,
    getRequest(buyer, `/api/transaction/complaint/list${query}`),
  );
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
}

describe("GET transaction/complaint/list", () => {
  it("lists the caller's complaints only, searched by description, product or date, paged", async () => {
    const all = await list(demo);
    expect(all.data.map((item) => item.transaction_detail.transaction.invoice)).toEqual(["INV/20260903/0001"]);
    const [seeded] = all.data;
    expect(seeded.transaction_detail.name_product).toBe("Pulpen Gel 0,5 mm Hitam");
    expect(seeded.respon_admin).toMatch(/^Mohon maaf/);
    expect((await list(demo, "?search=PULPEN")).total).toBe(1);
    expect((await list(demo, "?search=tidak%20keluar%20tintanya")).total).toBe(1);
    const shown = new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Makassar",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(seeded.created_at));
    expect((await list(demo, `?search=${encodeURIComponent(shown)}`)).total).toBe(1);
    expect((await list(demo, "?search=tidak-ada-yang-cocok")).data).toEqual([]);
    expect((await list(demo, "?search=%25")).total).toBe(0);
    expect((await list(other)).total).toBe(0);
    const paged = await list(demo, "?per_page=10&page=3");
    expect(paged).toMatchObject({ data: [], current_page: 3, per_page: 10, total: 1, last_page: 1 });
    const refused = await expectError(api.app, getRequest(demo, "/api/transaction/complaint/list?per_page=7"), 400);
    expect(refused.data?.per_page).toEqual([complaintMessages.perPage]);
    await expectError(api.app, "/api/transaction/complaint/list", 401);
  });
});

describe("POST transaction/complaint", () => {
  it("names every missing field with the spec's messages", async () => {
    const error = await expectError(api.app, await post(demo, [["description_detail", "  "]]), 400);
    expect(error.data).toEqual({
      transaction_detail_id: [complaintMessages.product],
      description_detail: [complaintMessages.description],
      image: [complaintMessages.proof],
    });
  });

  it("sniffs proofs: other types and images over 2,048,000 bytes are refused", async () => {
    const [line] = await linesOf("INV/20260930/0016");
    const base: Part[] = [
      ["transaction_detail_id", String(line.id)],
      ["description_detail", "Barang rusak"],
    ];
    const text = await expectError(
      api.app,
      await post(demo, [...base, file(Buffer.from("bukan gambar"), "foto.png")]),
      422,
    );
    expect(text.data).toEqual({ image: [complaintMessages.imageFormat] });
    const big = Buffer.concat([png, Buffer.alloc(COMPLAINT_IMAGE_MAX_BYTES + 1 - png.length)]);
    const tooBig = await expectError(api.app, await post(demo, [...base, file(big, "besar.png")]), 422);
    expect(tooBig.data).toEqual({ image: [complaintMessages.imageSize] });
    // Nothing was stored by the refused posts.
    expect((await list(demo)).total).toBe(1);
  });

  it("refuses another buyer's line (404) and a line of an unpaid order (422)", async () => {
    const [line] = await linesOf("INV/20260930/0017");
    await expectError(
      api.app,
      await post(demo, [["transaction_detail_id", String(line.id)], ["description_detail", "x"], file(png, "a.png")]),
      404,
    );
    const [pending] = await api.handle.db
      .select({ id: transactionDetails.id })
      .from(transactionDetails)
      .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(eq(transactions.status, "pending"))
      .limit(1);
    const [owner] = await api.handle.db
      .select({ customerId: transactions.customerId })
      .from(transactions)
      .innerJoin(transactionDetails, eq(transactionDetails.transactionId, transactions.id))
      .where(eq(transactionDetails.id, pending.id));
    const buyer = owner.customerId === demo.id ? demo : other;
    const unpaid = await expectError(
      api.app,
      await post(buyer, [
        ["transaction_detail_id", String(pending.id)],
        ["description_detail", "x"],
        file(png, "a.png"),
      ]),
      422,
    );
    expect(unpaid.message).toBe(complaintMessages.notPaid);
  });

  it("files one complaint per order with private proofs that only the owner can read", async () => {
    const [first, second] = await linesOf("INV/20260930/0016");
    const description = "Flashdisk tidak terbaca di komputer kantor. ".repeat(4).trim();
    const { response, body } = await call(
      api.app,
      complaintResponse,
      await post(demo, [
        ["transaction_detail_id", String(first.id)],
        ["description_detail", description],
        file(png, "bukti.png"),
        file(mp4, "video.mp4"),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe(complaintMessages.sent);
    const created: Complaint = body.data;
    expect(created).toMatchObject({
      description_complaint: description,
      respon_admin: null,
      transaction_detail: { id: first.id, transaction: { invoice: "INV/20260930/0016" } },
    });
    expect(created.image.map((item) => [item.kind, item.mime])).toEqual([
      ["image", "image/png"],
      ["video", "video/mp4"],
    ]);

    // Newest first.
    expect((await list(demo)).data.map((item) => item.id)[0]).toBe(created.id);
    const detail = await call(api.app, complaintResponse, getRequest(demo, `/api/transaction/complaint/${created.id}`));
    expect(detail.body.data).toEqual(created);
    await expectError(api.app, getRequest(other, `/api/transaction/complaint/${created.id}`), 404);

    // The proof: its bytes for the owner, a 404 for anyone else, never in the public folder.
    const mediaUrl = `/api/transaction/complaint/media/${created.image[0].id}`;
    const media = await api.app.inject(getRequest(demo, mediaUrl));
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("image/png");
    expect(media.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(media.rawPayload, png)).toBe(0);
    await expectError(api.app, getRequest(other, mediaUrl), 404);
    await expectError(api.app, mediaUrl, 401);

    // The seller opens the same evidence through the console's route: private, and a video seeks.
    const sellerImage = await api.app.inject(getRequest(seller, `/api/admin/complaint/media/${created.image[0].id}`));
    expect(sellerImage.statusCode).toBe(200);
    expect(sellerImage.headers["content-type"]).toBe("image/png");
    expect(sellerImage.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(sellerImage.rawPayload, png)).toBe(0);
    const videoUrl = `/api/admin/complaint/media/${created.image[1].id}`;
    const videoRequest = getRequest(seller, videoUrl);
    const part = await api.app.inject({ ...videoRequest, headers: { ...videoRequest.headers, range: "bytes=0-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("video/mp4");
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${mp4.length}`);
    expect(Buffer.compare(part.rawPayload, mp4.subarray(0, 10))).toBe(0);
    // Not for a buyer, not for anyone signed out, and a proof that does not exist is a 404.
    await expectError(api.app, getRequest(demo, videoUrl), 401);
    await expectError(api.app, videoUrl, 401);
    await expectError(api.app, getRequest(seller, "/api/admin/complaint/media/999999"), 404);
    const [stored] = await api.handle.db
      .select({ file: complaintMedia.file })
      .from(complaintMedia)
      .where(eq(complaintMedia.id, created.image[0].id));
    const privateDir = complaintMediaDir(api.publicDir);
    expect(existsSync(path.join(privateDir, stored.file))).toBe(true);
    expect(path.relative(api.publicDir, privateDir).startsWith("..")).toBe(true);
    expect(readdirSync(api.publicDir, { recursive: true }).map(String)).not.toContain(stored.file);
    expect((await api.app.inject(`/storage/${stored.file}`)).statusCode).toBe(404);

    // A second complaint on the same order, even about another line: the upstream's message.
    const again = await expectError(
      api.app,
      await post(demo, [
        ["transaction_detail_id", String(second.id)],
        ["description_detail", "Sabun bocor"],
        file(png, "lagi.png"),
      ]),
      422,
    );
    expect(again.message).toBe(complaintMessages.duplicateUpstream);
    const seeded = await linesOf("INV/20260903/0001");
    const onSeeded = await expectError(
      api.app,
      await post(demo, [
        ["transaction_detail_id", String(seeded[0].id)],
        ["description_detail", "x"],
        file(png, "a.png"),
      ]),
      422,
    );
    expect(onSeeded.message).toBe(complaintMessages.duplicateUpstream);
    expect((await list(demo)).total).toBe(2);
  });

  it("answers 404 for a complaint or a proof that does not exist", async () => {
    await expectError(api.app, getRequest(demo, "/api/transaction/complaint/999999"), 404);
    await expectError(api.app, getRequest(demo, "/api/transaction/complaint/media/999999"), 404);
  });
});
