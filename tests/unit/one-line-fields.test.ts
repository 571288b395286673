// Names and one-line fields refuse line breaks and direction marks (issue 23 item 7): `Budi\r\nBcc: …`
// would be a line of its own in a mail, `kw\u202egnp.pdf` reads "kwfdp.png". Stored file names lose them.
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { addressForm } from "../../server/contract/address";
import { registerForm } from "../../server/contract/auth";
import { profileForm } from "../../server/contract/customer";
import { uploadPaymentProofBody } from "../../server/contract/payment";
import { receiptBody } from "../../server/contract/receipt";
import { storeSpkBody } from "../../server/contract/spk";
import { ONE_LINE_MESSAGE, safeFileName, searchText } from "../../server/contract/text";

const HOSTILE = ["Budi\r\nBcc: korban@example.id", "Budi\nSiti", "kw\u202egnp.pdf", "a\u2066b", "a\u2028b"];

function errorsOf(schema: z.ZodType, value: object, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join(".") === field).map((issue) => issue.message);
}

const cases: [string, z.ZodType, string][] = [
  ["register name", registerForm, "name"],
  ["register instance", registerForm, "instance_name"],
  ["register receipt name", registerForm, "receipt_name"],
  ["register Nama PP", registerForm, "name_pp"],
  ["profile name", profileForm, "name"],
  ["profile Nama PPK", profileForm, "name_ppk"],
  ["address receipt name", addressForm, "receipt_name"],
  ["address satker", addressForm, "name"],
  ["payment account name", uploadPaymentProofBody, "account_name"],
  ["payment bank", uploadPaymentProofBody, "bank_name"],
  ["receipt name", receiptBody, "name_receipt"],
  ["SPK satuan kerja", storeSpkBody, "satuan_kerja"],
];

describe("one-line fields", () => {
  it.each(cases)("%s refuses line breaks and direction marks with the Indonesian message", (_label, schema, field) => {
    for (const value of HOSTILE) expect(errorsOf(schema, { [field]: value }, field), value).toContain(ONE_LINE_MESSAGE);
    expect(errorsOf(schema, { [field]: "Budi Santoso" }, field)).not.toContain(ONE_LINE_MESSAGE);
  });

  it("leaves a textarea's line breaks alone (the address)", () => {
    expect(errorsOf(registerForm, { address: "Jl. Merdeka 1\nRT 01" }, "address")).toEqual([]);
    expect(errorsOf(addressForm, { address: "Jl. Merdeka 1\r\nRT 01" }, "address")).toEqual([]);
  });

  it("strips control characters, line breaks and direction marks from stored file names and searches", () => {
    expect(safeFileName("kw\u202egnp.pdf")).toBe("kwgnp.pdf");
    expect(safeFileName("a\r\nb\u0000c.docx")).toBe("abc.docx");
    expect(searchText("kursi\u0000\r\nkantor")).toBe("kursi  kantor");
  });
});
