// The public check of a paper's code (issue #24): the record of the paper issued under that code,
// compared with the paper the order gives now. Only what the paper itself shows is answered.
import { eq } from "drizzle-orm";
import type { DocumentCheck } from "../../contract/document-check";
import type { ExportKind } from "../../contract/receipt";
import type { Db } from "../../db/client";
import { issuedDocuments } from "../../db/schema";
import { notFound } from "../../http/errors";
import { shortFingerprint } from "../../providers/documents/verification-text";
import { currentPaper } from "./exports";
import { fingerprintOf } from "./papers";

export async function checkDocument(db: Db, code: string): Promise<DocumentCheck> {
  const [paper] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code));
  if (!paper) throw notFound();
  const now = await currentPaper(db, paper.transactionId, paper.kind as ExportKind, paper.partialId);
  const current = now !== null && fingerprintOf(now) === paper.fingerprint;
  return {
    code: paper.code,
    status: current ? "valid" : "superseded",
    issuer: paper.issuer,
    title: paper.title,
    number: paper.number,
    invoice: paper.invoice,
    paper_date: paper.paperDate,
    total: paper.total,
    partial_id: paper.partialId,
    fingerprint: shortFingerprint(paper.fingerprint),
    issued_at: paper.issuedAt.toISOString(),
  };
}
