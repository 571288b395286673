// Outgoing mail. Without SMTP every message becomes a readable .eml file in <DATA_DIR>/outbox/,
// so a developer (or an end-to-end test) can open the verification or reset link.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
};

export const DEFAULT_MAIL_FROM = "Toko Pengadaan <no-reply@pengadaan.test>";

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/**
 * `20261122T060357123Z-demo-pengadaan-test-verifikasi-email-3fa9c1.eml`: sorted by time, readable at a
 * glance; the random tail keeps two messages of the same millisecond apart.
 */
export function outboxFileName(message: Pick<MailMessage, "to" | "subject">, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${slug(message.to)}-${slug(message.subject)}-${randomBytes(3).toString("hex")}.eml`;
}

/** Writes each message as an .eml file into `dir`. */
export function createOutboxMailer(options: { dir: string; from?: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(options.dir, { recursive: true });
      await writeFile(path.join(options.dir, outboxFileName(message)), info.message as Buffer);
    },
  };
}

/** Sends through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`). */
export function createSmtpMailer(options: { url: string; from?: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** SMTP when `smtpUrl` is set, otherwise the outbox folder under `dataDir`. */
export function createMailer(options: { dataDir: string; smtpUrl?: string; from?: string }): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from });
  return createOutboxMailer({ dir: path.join(options.dataDir, "outbox"), from: options.from });
}

/** Keeps messages in memory: the app's default when none is given (tests read `messages`). */
export function createMemoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
  };
}
