// The account e-mails: Indonesian plain text plus a simple HTML version carrying the same link. The
// buyer notices of the seller console (server/modules/seller/buyer-mails.ts) are made the same way.
import type { MailMessage } from "../../providers/mail";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** A mail with a greeting, lines, one link and a footer (plain text and the same as HTML). */
export function compose(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  action: string,
  link: string,
  footer: string,
): MailMessage {
  const text = [
    `Halo ${greetingName},`,
    "",
    ...lines,
    "",
    `${action}:`,
    link,
    "",
    footer,
    "",
    "Salam,",
    "Toko Pengadaan",
  ].join("\n");
  const html = [
    `<p>Halo ${escapeHtml(greetingName)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>Jika tombol di atas tidak berfungsi, salin alamat berikut ke peramban Anda:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
    "<p>Salam,<br>Toko Pengadaan</p>",
  ].join("\n");
  return { to, subject, text, html };
}

export const verificationMail = (to: string, name: string, link: string) =>
  compose(
    to,
    "Verifikasi email akun Anda",
    name,
    [
      "Terima kasih telah mendaftar di Toko Pengadaan.",
      "Silahkan verifikasi alamat email Anda agar dapat masuk ke akun Anda. Tautan ini berlaku selama 48 jam.",
    ],
    "Verifikasi email",
    link,
    "Jika Anda tidak merasa mendaftar, abaikan email ini.",
  );

export const resetPasswordMail = (to: string, name: string, link: string) =>
  compose(
    to,
    "Atur ulang kata sandi",
    name,
    [
      "Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.",
      "Tautan ini berlaku selama 1 jam dan hanya dapat digunakan satu kali.",
    ],
    "Atur ulang kata sandi",
    link,
    "Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini; kata sandi Anda tidak berubah.",
  );

/**
 * To the address an account is leaving, when the change is asked for (it takes effect only once the
 * new address is verified): whoever did not ask learns of it, and a password reset cancels it.
 */
export const emailChangedMail = (to: string, name: string, newEmail: string, link: string) =>
  compose(
    to,
    "Email akun Anda telah diganti",
    name,
    [
      `Ada permintaan untuk mengganti alamat email akun Toko Pengadaan Anda menjadi ${newEmail}.`,
      "Penggantian baru berlaku setelah alamat baru tersebut diverifikasi. Sampai saat itu, email dari akun ini, termasuk tautan atur ulang kata sandi, tetap dikirim ke alamat ini.",
    ],
    "Bukan Anda? Atur ulang kata sandi (penggantian email dibatalkan)",
    link,
    "Jika Anda sendiri yang mengganti email, abaikan email ini.",
  );

/** To the new address: following the link makes it the account's e-mail. */
export const emailChangeVerificationMail = (to: string, name: string, link: string) =>
  compose(
    to,
    "Verifikasi email baru akun Anda",
    name,
    [
      "Alamat ini dimasukkan sebagai email baru akun Toko Pengadaan Anda.",
      "Verifikasi alamat ini agar penggantian email berlaku. Tautan ini berlaku selama 24 jam dan hanya dapat digunakan satu kali.",
    ],
    "Verifikasi email baru",
    link,
    "Jika Anda tidak meminta penggantian email, abaikan email ini; email akun tidak berubah.",
  );
