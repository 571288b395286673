// Issue 26's two-instance journey: what one machine stores, the other serves. A buyer logs in on web
// A, uploads through A and reads through B; the seller console reads the buyer's upload through B; the
// seed's product pictures load through B; a logout on A is refused on B within a second; a mail A
// queued and could not send before it was killed is sent once by B. Each step is a function of its own.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LOGIN, DEMO_LOGIN } from "../../server/db/seed/demo";
import { browser, fieldsOf, formWith, type Browser } from "./browser";
import { startCluster, type Cluster } from "./cluster";

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

/** The seeded order waiting for its bank-transfer proof. */
const PENDING_BPD_INVOICE = "INV/20260918/0006";

async function orderId(invoice: string): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from transactions where invoice = $1", [invoice]);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

const actionOf = (page: string, form: string) => {
  const action = /<form\b[^>]*\saction="([^"]*)"/.exec(form)?.[1]?.replace(/&amp;/g, "&");
  return new URL(action ?? page, page).href;
};

/** Logs in through a login form of `web` (the buyer's /login, the seller's /admin/login). */
async function logIn(who: Browser, page: string, credentials: Record<string, string>) {
  const form = formWith((await who.get(page)).text(), 'name="password"');
  const fields = fieldsOf(form);
  for (const [name, value] of Object.entries(credentials)) fields.set(name, value);
  fields.set("intent", "login");
  const done = await who.post(actionOf(page, form), fields);
  expect(done.status, `${page}: ${done.text().slice(0, 300)}`).toBe(302);
}

/** Fetches `url` and expects a stored file of `type` (and, when given, exactly `bytes`). */
async function expectFile(who: Browser, url: string, type: RegExp, bytes?: Buffer) {
  const file = await who.get(url);
  expect(file.status, url).toBe(200);
  expect(file.type).toMatch(type);
  if (bytes) expect(file.body.equals(bytes), `${url} answers the uploaded bytes`).toBe(true);
  return file;
}

const buyer = () => shared.buyer;
const shared = {} as { buyer: Browser; png: Buffer };

// --- the steps -------------------------------------------------------------------------------

async function buyerLogsInOnAAndIsKnownOnB() {
  shared.buyer = browser(cluster.publicOrigin);
  await logIn(buyer(), `${cluster.a.web}/login`, { email: DEMO_LOGIN.username, password: DEMO_LOGIN.password });
  const home = await buyer().get(`${cluster.b.web}/profil/beranda`);
  expect(home.status, "B knows A's session").toBe(200);
}

async function profilePhotoUploadedThroughAIsServedByB() {
  const page = `${cluster.a.web}/profil/sunting-profil`;
  const form = formWith((await buyer().get(page)).text(), 'type="file"');
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  const fields: Map<string, string | File> = fieldsOf(form);
  fields.set("intent", "profile");
  fields.set("image", new File([new Uint8Array(photo)], "foto.jpg", { type: "image/jpeg" }));
  const saved = await buyer().post(actionOf(page, form), fields);
  expect(saved.status, saved.text().slice(0, 300)).toBe(302);

  const onB = (await buyer().get(`${cluster.b.web}/profil/sunting-profil`)).text();
  const src = /\/storage\/customers\/[\w.-]+\.jpg/.exec(onB)?.[0];
  expect(src, "B's profile page shows the new photo").toBeDefined();
  const throughB = await expectFile(buyer(), `${cluster.b.web}${src}`, /^image\/jpeg/);
  const throughA = await expectFile(buyer(), `${cluster.a.web}${src}`, /^image\/jpeg/);
  expect(throughB.body.equals(throughA.body)).toBe(true);
  // Neither machine's disk holds it: the bucket does.
  for (const side of [cluster.a, cluster.b])
    expect(existsSync(path.join(side.dataDir, "storage", "public", "customers"))).toBe(false);
}

async function paymentProofSentThroughAIsReadThroughBByBuyerAndSeller() {
  const id = await orderId(PENDING_BPD_INVOICE);
  const page = `${cluster.a.web}/example/bpd-payment?id_transaksi=${id}&modal=upload`;
  const form = formWith((await buyer().get(page)).text(), 'value="proof"');
  shared.png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a71313" } })
    .png()
    .toBuffer();
  const fields: Map<string, string | File> = fieldsOf(form);
  fields.set("intent", "proof");
  fields.set("account_name", "Budi Santoso");
  fields.set("account_number", "0012345678");
  fields.set("bank_name", "BPD Sulselbar");
  fields.set("image", new File([new Uint8Array(shared.png)], "bukti.png", { type: "image/png" }));
  const sent = await buyer().post(actionOf(page, form), fields);
  expect(sent.status, sent.text().slice(0, 300)).toBe(302);

  // The seller console on B: the order's page links the proof, which B reads from the bucket.
  const seller = browser(cluster.publicOrigin);
  await logIn(seller, `${cluster.b.web}/admin/login`, {
    username: ADMIN_LOGIN.username,
    password: ADMIN_LOGIN.password,
  });
  const order = await seller.get(`${cluster.b.web}/admin/pesanan/${id}`);
  expect(order.status).toBe(200);
  const proofId = /\/admin\/bukti-pembayaran\/(\d+)/.exec(order.text())?.[1];
  expect(proofId, "the seller's order page on B links the proof").toBeDefined();
  await expectFile(seller, `${cluster.b.web}/admin/bukti-pembayaran/${proofId}`, /^image\/png/, shared.png);
  // The buyer reads it through B too; the proof is private: no /storage/ address serves it.
  await expectFile(buyer(), `${cluster.b.web}/profil/bukti-pembayaran/${proofId}`, /^image\/png/, shared.png);
  for (const side of [cluster.a, cluster.b])
    expect(existsSync(path.join(side.dataDir, "storage", "private", "payments"))).toBe(false);
}

async function seededProductPictureLoadsOnB() {
  const visitor = browser(cluster.publicOrigin);
  const home = await visitor.get(`${cluster.b.web}/`);
  expect(home.status).toBe(200);
  const src = /\/storage\/products\/[\w.-]+\.(?:jpg|webp)/.exec(home.text())?.[0];
  expect(src, "B's home page shows product pictures").toBeDefined();
  await expectFile(visitor, `${cluster.b.web}${src}`, /^image\//);
  // A video seeks, a picture resumes: ranges come through from the bucket.
  const part = await visitor.get(`${cluster.b.web}${src}`, { range: "bytes=0-9" });
  expect(part.status).toBe(206);
  expect(part.body.length).toBe(10);
  // The seed ran on one machine; neither keeps the pictures on its disk.
  for (const side of [cluster.a, cluster.b])
    expect(existsSync(path.join(side.dataDir, "storage", "public", "products"))).toBe(false);
}

/**
 * The buyer logs out on web A (API A revokes the token); the same cookie, kept by someone else, is
 * refused by web B through API B within a second (decision 0135's NOTIFY, not B's 10 s session cache).
 */
async function logoutOnAIsRefusedOnBWithinASecond() {
  const oldCookie = buyer().jar();
  const page = `${cluster.a.web}/profil/beranda`;
  const form = formWith((await buyer().get(page)).text(), 'action="/logout"');
  // B has the session in its cache right now: the refusal must not wait for the cache to age.
  expect(
    (await fetch(`${cluster.b.web}/profil/beranda`, { headers: { cookie: oldCookie }, redirect: "manual" })).status,
  ).toBe(200);
  const loggedOut = await buyer().post(actionOf(page, form), fieldsOf(form));
  expect(loggedOut.status).toBe(302);
  const started = Date.now();
  await expect
    .poll(
      async () =>
        (
          await fetch(`${cluster.b.web}/profil/beranda`, { headers: { cookie: oldCookie }, redirect: "manual" })
        ).headers.get("location") ?? "",
      { timeout: 1_000, interval: 50 },
    )
    .toMatch(/^\/login/);
  expect(Date.now() - started).toBeLessThan(1_000);
}

/**
 * A password reset asked through API A, whose mail server refuses: the mail waits in PostgreSQL. A is
 * killed (SIGKILL, no goodbye); B's worker sends it, exactly once (decision 0128). Last: A stays down.
 */
async function mailOfAKilledApiIsSentOnceByTheOther() {
  const outboxB = path.join(cluster.b.dataDir, "outbox");
  const resetMails = () =>
    existsSync(outboxB)
      ? readdirSync(outboxB).filter((name) => name.includes("demo") && /reset|sandi/i.test(name))
      : [];
  expect(resetMails()).toEqual([]);
  const asked = await fetch(`${cluster.a.api}/customer/forget-password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: DEMO_LOGIN.email }),
  });
  expect(asked.status).toBe(200);
  await cluster.killApi(cluster.a, "SIGKILL");
  await expect.poll(() => resetMails().length, { timeout: 30_000, interval: 250 }).toBe(1);
  // Several sweeps of B later, still one.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(resetMails()).toHaveLength(1);
  expect(readFileSync(path.join(outboxB, resetMails()[0]), "utf8")).toContain("/reset-password");
}

describe("two machines, one shop (issue 26)", () => {
  it("a buyer logs in on web A and is logged in on web B", buyerLogsInOnAAndIsKnownOnB);
  it("a profile photo uploaded through A is served by B", profilePhotoUploadedThroughAIsServedByB);
  it(
    "a payment proof sent through A is read through B by the buyer and the seller console",
    paymentProofSentThroughAIsReadThroughBByBuyerAndSeller,
  );
  it("a seeded product picture loads on B, by range too", seededProductPictureLoadsOnB);
  it("a logout on A is refused on B within a second", logoutOnAIsRefusedOnBWithinASecond);
  it("a mail queued by an API killed before it sends is sent once by the other", mailOfAKilledApiIsSentOnceByTheOther);
});
