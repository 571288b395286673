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

/** Waits between the tries of `deliverInBackground` (a failed first send is tried twice more). */
export const MAIL_RETRY_DELAYS_MS = [2_000, 30_000] as const;

export type DeliveryLog = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

/**
 * Sends without holding up the caller, and tries again after each delay when a send fails: a slow or
 * failing mail server never fails or delays the action that caused the mail. Logs the kind of mail,
 * never its content. Answers when the last try has settled (tests may wait for it).
 */
export function deliverInBackground(
  mailer: Mailer,
  message: MailMessage,
  options: { log: DeliveryLog; kind: string; delaysMs?: readonly number[] },
): Promise<boolean> {
  const delays = options.delaysMs ?? MAIL_RETRY_DELAYS_MS;
  const attempt = async (tried: number): Promise<boolean> => {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      if (tried >= delays.length) {
        options.log.error({ err: error, mail: options.kind, attempts: tried + 1 }, "mail delivery failed");
        return false;
      }
      options.log.warn({ err: error, mail: options.kind, attempt: tried + 1 }, "mail delivery failed, retrying");
      await new Promise((resolve) => setTimeout(resolve, delays[tried]).unref());
      return attempt(tried + 1);
    }
  };
  return attempt(0);
}
