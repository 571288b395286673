// The API on the S3 adapter (s3rver in this process): public pictures with ranges and validators, a
// payment proof spooled and kept in the bucket's private prefix, read by its buyer and the seller only.
import { readdirSync } from "node:fs";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerPaymentResponse, startPaymentResponse } from "../../server/contract/payment";
import { parseConfig } from "../../server/config";
import { createS3Client } from "../../server/providers/s3-storage";
import { privateStorageDir } from "../../server/providers/storage";
import { storagesFromConfig, type Storages } from "../../server/providers/storages";
import { buildOrder } from "../helpers/order-builder";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";
import { ADMIN_LOGIN, DEMO_LOGIN, OTHER_LOGIN } from "../helpers/test-db";
import { formRequest, getRequest, loginAs, multipartRequest, type Buyer } from "./buyer-session";
import { loginSellerAs, type SellerSession } from "./seller-session";
import { call, expectError, startApi, type TestApi } from "./support";

let s3: TestS3Server;
let storages: Storages;
let api: TestApi;
let demo: Buyer;
let other: Buyer;
let seller: SellerSession;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  const parsed = parseConfig(s3.env);
  if (!parsed.ok) throw new Error(parsed.message);
  storages = storagesFromConfig(parsed.config);
  api = await startApi({ storages });
  [demo, other, seller] = await Promise.all([
    loginAs(api, DEMO_LOGIN),
    loginAs(api, OTHER_LOGIN),
    loginSellerAs(api, ADMIN_LOGIN),
  ]);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#13a7a7" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const client = createS3Client(s3.settings);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

/** Files on this machine's disk below the storage folders: the bucket holds everything instead. */
const localFiles = () =>
  [api.publicDir, privateStorageDir(api.publicDir)].flatMap((dir) => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  });

describe("storagesFromConfig", () => {
  it("is ready on an existing bucket and refuses a missing one (the API then does not start)", async () => {
    await expect(storages.ready()).resolves.toBeUndefined();
    const parsed = parseConfig({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    await expect(parsed.ok && storagesFromConfig(parsed.config).ready()).rejects.toThrow();
  });
});

describe("GET /storage/* from the bucket", () => {
  it("serves an object whole, by range, and revalidated; a missing key is 404", async () => {
    await storages.public.put("products/s3-1.png", png);
    const url = "/storage/products/s3-1.png";
    const whole = await api.app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("image/png");
    expect(whole.rawPayload.equals(png)).toBe(true);

    const part = await api.app.inject({ url, headers: { range: "bytes=2-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 2-9/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(2, 10))).toBe(true);
    const past = await api.app.inject({ url, headers: { range: `bytes=${png.length}-` } });
    expect(past.statusCode).toBe(416);

    const again = await api.app.inject({ url, headers: { "if-none-match": String(whole.headers.etag) } });
    expect(again.statusCode).toBe(304);

    await expectError(api.app, "/storage/products/none.png", 404);
    expect(await bucketKeys("public/products/")).toEqual(["public/products/s3-1.png"]);
  });
});

describe("a payment proof in the bucket", () => {
  it("is spooled and kept under the private prefix, read by its buyer and the seller, nobody else", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    await call(
      api.app,
      startPaymentResponse,
      formRequest(demo, "POST", "/api/transaction/payment", {
        transaction_id: order.id,
        payment_success_url: "http://localhost:3000/confirmation-payment",
        payment_service: "BPD",
      }),
    );
    const { response, body } = await call(
      api.app,
      buyerPaymentResponse,
      await multipartRequest(demo, "/api/transaction/payment/proof-of-payment", {
        id: String(order.id),
        account_name: "Dinas Pendidikan",
        account_number: "1500123456789",
        bank_name: "Bank Sulselbar",
        image: [png, "bukti.png"],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const proof = body.data.proof!;

    // Kept under payments/ of the private prefix; the spool is gone, nothing public, nothing on disk.
    const kept = await bucketKeys("private/");
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^private\/payments\//);
    expect(await bucketKeys("public/payments/")).toEqual([]);
    expect(localFiles()).toEqual([]);

    const mine = await api.app.inject(getRequest(demo, `/api/transaction/payment/proof/${proof.id}`));
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(png)).toBe(true);
    const sellers = await api.app.inject({ url: `/api/admin/payment-proof/${proof.id}`, headers: seller.headers });
    expect(sellers.statusCode).toBe(200);
    expect(sellers.rawPayload.equals(png)).toBe(true);
    await expectError(api.app, getRequest(other, `/api/transaction/payment/proof/${proof.id}`), 404);
    // The bucket's key is no public address: /storage/ never reaches the private prefix.
    await expectError(api.app, `/storage/${kept[0]}`, 404);
    await expectError(api.app, `/storage/${kept[0].replace(/^private\//, "")}`, 404);
  });
});
