// Recording each generated paper for the public check (issue #24, decision 0132). A paper's fingerprint
// is the SHA-256 of its model (everything it prints but the check itself); the same content asked for
// again keeps its code, a changed order gives a new paper with a new code, and the old code then reads
// "superseded".
import { createHash, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { documentCheckPath } from "../../contract/document-check";
import type { Db } from "../../db/client";
import { issuedDocuments } from "../../db/schema";
import type { DocumentModel, Verification } from "../../providers/documents/model";

/** Key order is the model's own, fixed by its builder, so the same content hashes alike. */
export const fingerprintOf = (model: DocumentModel): string =>
  createHash("sha256").update(JSON.stringify(model)).digest("hex");

/**
 * Crockford's base32: digits and capitals without I, L, O and U, so a code read off paper and typed in
 * has no look-alikes and no punctuation (a trailing "-" of the earlier base64url codes was taken for a
 * hyphenation by PDF text tools). Twelve characters: 60 random bits, not guessable (decision 0167).
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const newCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

export async function issuePaper(
  db: Db,
  shopOrigin: string,
  transactionId: number,
  model: DocumentModel,
): Promise<Verification> {
  const fingerprint = fingerprintOf(model);
  await db
    .insert(issuedDocuments)
    .values({
      code: newCode(),
      fingerprint,
      transactionId,
      kind: model.kind,
      partialId: model.partialId,
      issuer: model.letterhead.name,
      invoice: model.invoice,
      title: model.title,
      number: model.number,
      paperDate: model.day,
      total: model.total,
    })
    .onConflictDoNothing({ target: issuedDocuments.fingerprint });
  const [row] = await db
    .select({ code: issuedDocuments.code })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.fingerprint, fingerprint));
  const url = `${shopOrigin}${documentCheckPath(row.code)}`;
  const qrPng = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 });
  return { code: row.code, url, fingerprint, qrPng };
}
