import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { user, userResponse } from "../../server/contract/auth";
import { customerProfileResponse, profileMessages } from "../../server/contract/customer";
import { customers } from "../../server/db/schema";
import { createMemoryMailer } from "../../server/providers/mail";
import { DEMO_LOGIN } from "../helpers/test-db";
import { getRequest, loginAs, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const mailer = createMemoryMailer();
// The session cache is on (a minute): a new password must end the other sessions at once.
const { api, demo, other } = useApiSuite({ api: { mailer, shopOrigin: "http://toko.test", sessionCacheMs: 60_000 } });

type Part = [string, string | Blob, string?];

/** A real multipart body, encoded the way browsers and undici do it. */
async function multipart(buyer: Buyer | null, userId: number, parts: Part[]) {
  const form = new FormData();
  form.append("_method", "PUT");
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    method: "POST" as const,
    url: `/api/customer/data-customer/update/${userId}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...buyer?.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

const profile = {
  name: "Dinas Pendidikan Kota Makassar",
  username: "demo",
  instance_name: "Bagian Umum",
  birthdate: "1990-05-17",
  gender: "1",
  kldi: "Pemerintah Kota Makassar",
  lspe: "7371",
  email: "demo@pengadaan.test",
  phone: "081355509876",
  nip: "199005172015031001",
  name_pp: "Muh. Ilham",
  name_ppk: "Andi Baso",
};

const fieldsOf = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => [name, value]);

async function demoEmail() {
  const [row] = await api.handle.db.select({ email: customers.email }).from(customers).where(eq(customers.id, demo.id));
  return row.email;
}

const png = (width: number, height: number, colour = "#3366cc") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("GET /api/customer/data-customer/:userId", () => {
  it("answers the caller's own profile as data.customer", async () => {
    const { body } = await call(
      api.app,
      customerProfileResponse,
      getRequest(demo, `/api/customer/data-customer/${demo.id}`),
    );
    expect(user.parse(body.data.customer).id).toBe(demo.id);
    expect(body.data.customer.username).toBe("demo");
  });

  it("answers 401 without a token and 404 for another buyer", async () => {
    await expectError(api.app, getRequest(null, `/api/customer/data-customer/${demo.id}`), 401);
    await expectError(api.app, getRequest(other, `/api/customer/data-customer/${demo.id}`), 404);
  });
});

describe("POST /api/customer/data-customer/update/:userId (_method=PUT)", () => {
  it("saves every field and answers the new profile, which every page then shows", async () => {
    const email = await demoEmail();
    const shown = async () => (await call(api.app, userResponse, getRequest(demo, "/api/user"))).body.data;
    expect((await shown()).instance_name).not.toBe("Sub Bagian Umum");
    const { response, body } = await call(
      api.app,
      customerProfileResponse,
      await multipart(demo, demo.id, fieldsOf({ ...profile, email, gender: "0", instance_name: "Sub Bagian Umum" })),
    );
    expect(response.statusCode).toBe(200);
    expect(body.message).toBe("Data anda telah berhasil disimpan");
    expect(body.data.customer).toMatchObject({
      name: profile.name,
      instance_name: "Sub Bagian Umum",
      birthdate: profile.birthdate,
      gender: false,
      phone: profile.phone,
      nip: profile.nip,
      name_pp: profile.name_pp,
      name_ppk: profile.name_ppk,
      kldi: profile.kldi,
      lspe: profile.lspe,
      email,
    });
    expect(await shown()).toMatchObject({ name: profile.name, instance_name: "Sub Bagian Umum", gender: false });
  });

  it("gives each rule of the profile form its message", async () => {
    const empty = Object.fromEntries(Object.keys(profile).map((key) => [key, ""]));
    const error = await expectError(api.app, await multipart(demo, demo.id, fieldsOf(empty)), 400);
    expect(error.data).toEqual({
      name: [profileMessages.name],
      instance_name: [profileMessages.instanceName],
      email: [profileMessages.email],
      phone: [profileMessages.phone],
      birthdate: [profileMessages.birthdate],
      nip: [profileMessages.nip],
      name_pp: [profileMessages.namePp],
      name_ppk: [profileMessages.namePpk],
    });
    expect(profileMessages).toMatchObject({
      name: "Nama Wajib Diisi",
      instanceName: "Nama Instansi Wajib Diisi",
      email: "Email wajib diisi",
      emailFormat: "Format Email tidak sesuai",
      phone: "Nomor Telepon wajib diisi",
      birthdate: "tanggal lahir Wajib Diisi",
      nip: "NIP Wajib Diisi",
      namePp: "Nama PP Wajib Diisi",
      namePpk: "Nama PPK Wajib Diisi",
    });
    const wrong = await expectError(
      api.app,
      await multipart(
        demo,
        demo.id,
        fieldsOf({ ...profile, email: "bukan-email", phone: "0813-abc", nip: "19900517x" }),
      ),
      400,
    );
    expect(wrong.data).toEqual({
      email: ["Format Email tidak sesuai"],
      phone: [profileMessages.digits],
      nip: [profileMessages.digits],
    });
  });

  it("refuses an e-mail another account has, on the email field", async () => {
    const [otherRow] = await api.handle.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, other.id));
    const error = await expectError(
      api.app,
      await multipart(demo, demo.id, fieldsOf({ ...profile, email: otherRow.email.toUpperCase() })),
      422,
    );
    expect(error.message).toBe("Email Telah Terdaftar");
    expect(error.data).toEqual({ email: ["Email Telah Terdaftar"] });
  });

  it("answers 401 without a token and 404 for another buyer's id", async () => {
    await expectError(api.app, await multipart(null, demo.id, fieldsOf(profile)), 401);
    await expectError(
      api.app,
      await multipart(other, demo.id, fieldsOf({ ...profile, email: "x@pengadaan.test" })),
      404,
    );
    expect(await demoEmail()).not.toBe("x@pengadaan.test");
  });

  it("crops a photo to the centre square as JPEG and serves it from storage", async () => {
    const email = await demoEmail();
    const source = await png(300, 200);
    const { body } = await call(
      api.app,
      customerProfileResponse,
      // The declared type and name do not matter: the bytes do.
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email }),
        ["image", new Blob([source], { type: "application/octet-stream" }), "foto.bin"],
      ]),
    );
    const image = body.data.customer.image;
    expect(image).toMatch(/^customers\/\d+-[0-9a-f]{16}\.jpg$/);
    const stored = await readFile(path.join(api.publicDir, image!));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 200, 200]);
    const served = await api.app.inject({ method: "GET", url: `/storage/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
  });

  it("uses the crop box the shop sends, and refuses one outside the picture", async () => {
    const email = await demoEmail();
    // Left half red, right half green: a box on the right gives a green photo.
    const source = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } })
      .composite([{ input: await png(100, 100, "#00ff00"), left: 100, top: 0 }])
      .webp({ lossless: true })
      .toBuffer();
    const { body } = await call(
      api.app,
      customerProfileResponse,
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email, crop_x: "110", crop_y: "10", crop_size: "80" }),
        ["image", new Blob([source], { type: "image/webp" }), "foto.webp"],
      ]),
    );
    const stored = sharp(await readFile(path.join(api.publicDir, body.data.customer.image!)));
    expect((await stored.metadata()).width).toBe(80);
    const { channels } = await stored.stats();
    expect(channels[1].mean).toBeGreaterThan(200);
    expect(channels[0].mean).toBeLessThan(50);

    const outside = await expectError(
      api.app,
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email, crop_x: "150", crop_y: "0", crop_size: "80" }),
        ["image", new Blob([source], { type: "image/webp" }), "foto.webp"],
      ]),
      422,
    );
    expect(outside.data).toEqual({ image: [profileMessages.cropInvalid] });
  });

  it("refuses a file that is not a jpg, png or webp, whatever its name, and keeps the old photo", async () => {
    const email = await demoEmail();
    const [before] = await api.handle.db
      .select({ image: customers.image })
      .from(customers)
      .where(eq(customers.id, demo.id));
    for (const file of [
      new Blob(["%PDF-1.4 not a photo"], { type: "image/png" }),
      new Blob(
        [
          await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
            .gif()
            .toBuffer(),
        ],
        { type: "image/gif" },
      ),
      // Starts like a PNG, but is not one.
      new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: "image/png" }),
    ]) {
      const error = await expectError(
        api.app,
        await multipart(demo, demo.id, [...fieldsOf({ ...profile, email }), ["image", file, "foto.png"]]),
        422,
      );
      expect(error.data).toEqual({ image: ["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"] });
    }
    const [after] = await api.handle.db
      .select({ image: customers.image })
      .from(customers)
      .where(eq(customers.id, demo.id));
    expect(after.image).toBe(before.image);
  });

  it("refuses a cropped photo over 2,000,000 bytes", async () => {
    const email = await demoEmail();
    // Noise does not compress: a 1,800 px square of it is about 2.5 MB as a JPEG at our quality.
    const side = 1800;
    const noise = randomBytes(side * side * 3);
    const source = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const error = await expectError(
      api.app,
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email }),
        ["image", new Blob([source], { type: "image/jpeg" }), "besar.jpg"],
      ]),
      422,
    );
    expect(error.data).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
  });

  it("measures the 2,000,000-byte limit on the upload, and refuses an empty file", async () => {
    const email = await demoEmail();
    const over = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2_000_001 - 8)]);
    const tooBig = await expectError(
      api.app,
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email }),
        ["image", new Blob([over], { type: "image/png" }), "besar.png"],
      ]),
      422,
    );
    expect(tooBig.data).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
    const empty = await expectError(
      api.app,
      await multipart(demo, demo.id, [
        ...fieldsOf({ ...profile, email }),
        ["image", new Blob([], { type: "image/png" }), "kosong.png"],
      ]),
      422,
    );
    expect(empty.data).toEqual({ image: ["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"] });
  });

  it("changes the password with the three password messages, keeping this session and ending the others", async () => {
    const email = await demoEmail();
    const base = fieldsOf({ ...profile, email });
    const missing = await expectError(
      api.app,
      await multipart(demo, demo.id, [...base, ["password", ""], ["password_confirmation", ""]]),
      400,
    );
    expect(missing.data).toEqual({
      password: ["Kata Sandi wajib diisi"],
      password_confirmation: ["Konfirmasi Kata Sandi Kata Sandi wajib diisi"],
    });
    const short = await expectError(
      api.app,
      await multipart(demo, demo.id, [...base, ["password", "pendek"], ["password_confirmation", "pendek"]]),
      400,
    );
    expect(short.data).toEqual({
      password: ["Kata Sandi harus minimal diisi 8 Karakter"],
      password_confirmation: ["konfirmasi Kata Sandi harus minimal diisi 8 karakter"],
    });
    const mismatch = await expectError(
      api.app,
      await multipart(demo, demo.id, [
        ...base,
        ["password", "rahasiabaru1"],
        ["password_confirmation", "rahasiabaru2"],
      ]),
      400,
    );
    expect(mismatch.data).toEqual({
      password_confirmation: ["Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru"],
    });

    const second = await loginAs(api, DEMO_LOGIN);
    // Used once, so the session cache holds it when the password changes.
    expect((await api.app.inject(getRequest(second, `/api/customer/data-customer/${demo.id}`))).statusCode).toBe(200);
    const newPassword: [string, string][] = [
      ["password", "rahasiabaru1"],
      ["password_confirmation", "rahasiabaru1"],
    ];
    // A session alone is not enough: the current password must come with the new one.
    const unproven = await expectError(api.app, await multipart(demo, demo.id, [...base, ...newPassword]), 422);
    expect(unproven.data).toEqual({ current_password: ["Kata sandi saat ini wajib diisi"] });
    const wrong = await expectError(
      api.app,
      await multipart(demo, demo.id, [...base, ...newPassword, ["current_password", "bukan-sandinya"]]),
      422,
    );
    expect(wrong.data).toEqual({ current_password: ["Kata sandi saat ini salah"] });
    const saved = await api.app.inject(
      await multipart(demo, demo.id, [...base, ...newPassword, ["current_password", DEMO_LOGIN.password]]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // This session goes on; the other one is over; the new password signs in.
    expect((await api.app.inject(getRequest(demo, `/api/customer/data-customer/${demo.id}`))).statusCode).toBe(200);
    expect((await api.app.inject(getRequest(second, `/api/customer/data-customer/${demo.id}`))).statusCode).toBe(401);
    await loginAs(api, { username: DEMO_LOGIN.username, password: "rahasiabaru1" });
  });

  it("changes the e-mail only with the current password; other fields need none", async () => {
    // The test before set this password.
    const CURRENT = "rahasiabaru1";
    const email = await demoEmail();
    const unchanged = await api.app.inject(await multipart(demo, demo.id, fieldsOf({ ...profile, email })));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const moved = fieldsOf({ ...profile, email: "pengambil-alih@example.id" });
    const unproven = await expectError(api.app, await multipart(demo, demo.id, moved), 422);
    expect(unproven.data).toEqual({ current_password: ["Kata sandi saat ini wajib diisi"] });
    const wrong = await expectError(
      api.app,
      await multipart(demo, demo.id, [...moved, ["current_password", "bukan-sandinya"]]),
      422,
    );
    expect(wrong.data).toEqual({ current_password: ["Kata sandi saat ini salah"] });
    expect(await demoEmail()).toBe(email);
    expect(mailer.messages.filter((message) => message.to === email)).toEqual([]);

    const proven = await call(
      api.app,
      customerProfileResponse,
      await multipart(demo, demo.id, [...moved, ["current_password", CURRENT]]),
    );
    expect(proven.response.statusCode).toBe(200);
    // Asked for, not done: the new address waits for its link (email-change.test.ts follows it).
    expect(proven.body.data.customer).toMatchObject({ email, pending_email: "pengambil-alih@example.id" });
    expect(await demoEmail()).toBe(email);
    // The old address learns of the request, and where to take the account back.
    await expect.poll(() => mailer.messages.filter((message) => message.to === email).length).toBe(1);
    const notice = mailer.messages.find((message) => message.to === email);
    expect(notice?.subject).toBe("Email akun Anda telah diganti");
    expect(notice?.text).toContain("pengambil-alih@example.id");
    expect(notice?.text).toContain("http://toko.test/lupa-password");
  });
});
