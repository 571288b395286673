// The seller's identity on its papers (issue #24): seeded, read and saved by the seller only, each field
// checked with its Indonesian message, and printed on the next paper made.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { documentCheckResponse } from "../../server/contract/document-check";
import { identityMessages, sellerIdentityResponse } from "../../server/contract/seller-identity";
import { storeSettings } from "../../server/db/seed/data/content";
import { useApiSuite } from "../helpers/api-suite";
import { buildSplitOrder, dispatch } from "../helpers/receipt-order";
import { formRequest, getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, seller } = useApiSuite({ seller: true });
const URL = "/api/admin/setting/identity";

const filled = {
  legal_name: "CV Sumber Makmur",
  nib: "8120 0012 3456 7",
  npwp: "01.234.567.8-901.234.5",
  bank_name: "Bank Mandiri",
  bank_account_number: "152-00-1234567-8",
  bank_account_name: "CV Sumber Makmur",
  signatory_name: "Hj. Nurhayati",
  signatory_title: "Direktur",
};

const run = promisify(execFile);

/** The seller's copy of an order's Surat Tagihan, as text. */
async function billText(order: { id: number; split1: number }): Promise<string> {
  const response = await api.app.inject(
    getRequest(
      seller as Buyer,
      `/api/admin/transaction-support-document/export/invoice?transaction_id=${order.id}&outgoing_detail_id=${order.split1}&format=pdf`,
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "identity-")), "bill.pdf");
  await writeFile(file, response.rawPayload);
  return (await run("pdftotext", [file, "-"])).stdout.replace(/\s+/g, " ");
}

describe("admin/setting/identity", () => {
  it("answers the seeded identity to the seller only", async () => {
    const { response, body } = await call(api.app, sellerIdentityResponse, getRequest(seller as Buyer, URL));
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({
      legal_name: storeSettings.legalName,
      nib: storeSettings.nib,
      npwp: storeSettings.npwp,
      bank_name: storeSettings.bankName,
      bank_account_number: storeSettings.bankAccountNumber,
      bank_account_name: storeSettings.bankAccountName,
      signatory_name: storeSettings.signatoryName,
      signatory_title: storeSettings.signatoryTitle,
    });
    await expectError(api.app, getRequest(demo, URL), 401);
    await expectError(api.app, URL, 401);
    await expectError(api.app, formRequest(demo, "POST", URL, filled), 401);
  });

  it("refuses each malformed field with its message and saves nothing", async () => {
    const error = await expectError(
      api.app,
      formRequest(seller as Buyer, "POST", URL, {
        legal_name: " ",
        nib: "123",
        npwp: "123456789012345",
        bank_name: "",
        bank_account_number: "12ab",
        bank_account_name: "",
        signatory_name: "",
        signatory_title: "",
      }),
      400,
    );
    expect(error.data).toEqual({
      legal_name: [identityMessages.legal_name],
      nib: [identityMessages.nib],
      npwp: [identityMessages.npwp],
      bank_name: [identityMessages.bank_name],
      bank_account_number: [identityMessages.bank_account_number],
      bank_account_name: [identityMessages.bank_account_name],
      signatory_name: [identityMessages.signatory_name],
      signatory_title: [identityMessages.signatory_title],
    });
    const { body } = await call(api.app, sellerIdentityResponse, getRequest(seller as Buyer, URL));
    expect(body.data.legal_name).toBe(storeSettings.legalName);
  });

  it("saves the digits of NIB, NPWP (or a 22-digit NITKU) and account, for the papers made next", async () => {
    const order = await buildSplitOrder(api.handle.db, { buyerId: demo.id });
    await dispatch(api, seller, order.id, 1);
    const before = await billText(order);
    expect(before).toContain(storeSettings.legalName);
    const code = /Kode verifikasi: (\S{12})/.exec(before)![1];
    const { response, body } = await call(
      api.app,
      sellerIdentityResponse,
      formRequest(seller as Buyer, "POST", URL, filled),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe(identityMessages.saved);
    expect(body.data).toMatchObject({
      legal_name: "CV Sumber Makmur",
      nib: "8120001234567",
      npwp: "0123456789012345",
      bank_account_number: "1520012345678",
      signatory_name: "Hj. Nurhayati",
    });
    const nitku = await call(
      api.app,
      sellerIdentityResponse,
      formRequest(seller as Buyer, "POST", URL, { ...filled, npwp: "0123456789012345000000" }),
    );
    expect(nitku.body.data.npwp).toBe("0123456789012345000000");

    const after = await billText(order);
    expect(after).toContain("CV Sumber Makmur");
    expect(after).toContain("NPWP 0123456789012345000000");
    expect(after).toContain("Hj. Nurhayati");
    expect(after).not.toContain(storeSettings.legalName);
    // The paper made under the old identity no longer stands.
    const check = await call(api.app, documentCheckResponse, `/api/document-check/${code}`);
    expect(check.body.data.status).toBe("superseded");
  });
});
