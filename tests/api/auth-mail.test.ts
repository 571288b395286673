import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { hashSeedPassword } from "../../server/db/seed/password";
import { resetPasswordMail, verificationMail } from "../../server/modules/auth/mails";
import { hashPassword, verifyPassword } from "../../server/modules/auth/password";
import { createMailer, outboxFileName } from "../../server/providers/mail";

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "auth-mail-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the outbox mailer", () => {
  it("writes each message as a readable .eml file under <DATA_DIR>/outbox when no SMTP server is set", async () => {
    const mailer = createMailer({ dataDir, from: "Toko Uji <toko@uji.test>" });
    const link = "http://localhost:3000/verifikasi-email?token=abc_DEF-123";
    await mailer.send(verificationMail("budi@contoh.id", "Budi", link));
    await mailer.send(resetPasswordMail("budi@contoh.id", "Budi", "http://localhost:3000/reset-password?token=xyz"));

    const files = (await readdir(path.join(dataDir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    const verification = files.find((name) => name.includes("verifikasi"))!;
    expect(verification).toMatch(/^\d{8}T\d{9}Z-budi-contoh-id-verifikasi-email-akun-anda-[0-9a-f]{6}\.eml$/);
    const eml = await readFile(path.join(dataDir, "outbox", verification), "utf8");
    expect(eml).toContain("From: Toko Uji <toko@uji.test>");
    expect(eml).toContain("To: budi@contoh.id");
    expect(eml).toContain("Subject: Verifikasi email akun Anda");
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");
    // Long lines are quoted-printable, as any mail reader expects.
    expect(decodeQuotedPrintable(eml)).toContain(link);
  });

  it("names files by time, recipient and subject", () => {
    const name = outboxFileName(
      { to: "Siti.A@Dinas.go.id", subject: "Atur ulang kata sandi" },
      new Date("2026-01-02T03:04:05.678Z"),
    );
    expect(name).toMatch(/^20260102T030405678Z-siti-a-dinas-go-id-atur-ulang-kata-sandi-[0-9a-f]{6}\.eml$/);
  });
});

describe("account e-mails", () => {
  it("carry the link in both bodies and escape the name in HTML", () => {
    const mail = verificationMail("x@contoh.id", "<b>Budi</b>", "http://shop.test/verifikasi-email?token=t&x=1");
    expect(mail.text).toContain("Halo <b>Budi</b>,");
    expect(mail.text).toContain("http://shop.test/verifikasi-email?token=t&x=1");
    expect(mail.html).toContain("&lt;b&gt;Budi&lt;/b&gt;");
    expect(mail.html).toContain('href="http://shop.test/verifikasi-email?token=t&amp;x=1"');
  });
});

describe("password hashes", () => {
  it("verify the right password only, with a random salt per hash", async () => {
    const [first, second] = await Promise.all([hashPassword("rahasia123"), hashPassword("rahasia123")]);
    expect(first).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("rahasia123", first)).toBe(true);
    expect(await verifyPassword("rahasia124", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("accept the seed's hashes, which repeat per username", async () => {
    const seeded = await hashSeedPassword("demo12345", "demo");
    expect(seeded).toBe(await hashSeedPassword("demo12345", "demo"));
    expect(await verifyPassword("demo12345", seeded)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "bcrypt$10$abc",
    "scrypt$16384$8$1$$",
    "scrypt$3$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5",
    "scrypt$1099511627776$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5",
  ])("refuse the malformed hash %j", async (stored) => {
    expect(await verifyPassword("rahasia123", stored)).toBe(false);
  });
});

describe("mail and shop configuration", () => {
  it("reads SHOP_ORIGIN as an origin and checks SMTP_URL", () => {
    const result = parseConfig({
      SHOP_ORIGIN: "https://toko.example.id/",
      SMTP_URL: "smtp://user:pass@mail.example.id:587",
      MAIL_FROM: "Toko <no-reply@toko.example.id>",
    });
    expect(result.ok && result.config).toMatchObject({
      SHOP_ORIGIN: "https://toko.example.id",
      SMTP_URL: "smtp://user:pass@mail.example.id:587",
      MAIL_FROM: "Toko <no-reply@toko.example.id>",
    });
    const wrong = parseConfig({ SHOP_ORIGIN: "ftp://toko.example.id", SMTP_URL: "http://user:geheim@mail" });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.message).toContain("- SHOP_ORIGIN:");
    expect(wrong.message).toContain("- SMTP_URL:");
    expect(wrong.message).not.toContain("geheim");
  });
});
