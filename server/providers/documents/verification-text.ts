// The words of a paper's check, the same in Word and PDF.
import type { DocumentModel, Verification } from "./model";

/** Groups a fingerprint's first 16 hex digits for reading aloud: "3F2A-91C0-…". */
export const shortFingerprint = (fingerprint: string): string =>
  (fingerprint.slice(0, 16).toUpperCase().match(/.{4}/g) ?? []).join("-");

export function verificationLines(model: DocumentModel, verification: Verification): string[] {
  return [
    `Nomor dokumen: ${model.number} · Kode verifikasi: ${verification.code}`,
    `Sidik dokumen (SHA-256): ${shortFingerprint(verification.fingerprint)}`,
    `Periksa keaslian dokumen ini di ${verification.url} atau pindai kode QR.`,
  ];
}
