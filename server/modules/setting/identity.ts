// The seller's identity on its papers (issue #24): one row, the store's settings.
import { asc, eq } from "drizzle-orm";
import type { SellerIdentityRecord } from "../../contract/seller-identity";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { notFound } from "../../http/errors";

const columns = {
  legal_name: settings.legalName,
  nib: settings.nib,
  npwp: settings.npwp,
  bank_name: settings.bankName,
  bank_account_number: settings.bankAccountNumber,
  bank_account_name: settings.bankAccountName,
  signatory_name: settings.signatoryName,
  signatory_title: settings.signatoryTitle,
};

export async function getIdentity(db: Db): Promise<SellerIdentityRecord> {
  const [row] = await db.select(columns).from(settings).orderBy(asc(settings.id)).limit(1);
  if (!row) throw notFound("Pengaturan toko belum tersedia.");
  return row;
}

export async function saveIdentity(db: Db, body: { [K in keyof SellerIdentityRecord]: string }) {
  const [first] = await db.select({ id: settings.id }).from(settings).orderBy(asc(settings.id)).limit(1);
  if (!first) throw notFound("Pengaturan toko belum tersedia.");
  await db
    .update(settings)
    .set({
      legalName: body.legal_name,
      nib: body.nib,
      npwp: body.npwp,
      bankName: body.bank_name,
      bankAccountNumber: body.bank_account_number,
      bankAccountName: body.bank_account_name,
      signatoryName: body.signatory_name,
      signatoryTitle: body.signatory_title,
      updatedAt: new Date(),
    })
    .where(eq(settings.id, first.id));
  return getIdentity(db);
}
