import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { RECEIPT_DOCUMENT_MAX_BYTES } from "../../server/contract/receipt";
import {
  chosenDocuments,
  documentError,
  RECEIPT_NO_FILE_MESSAGE,
  receiptCreateForm,
  receiptUpdateForm,
} from "../../app/schemas/receipt";
import { formFieldErrors } from "../../app/routes/profil.detailtransaksi/intent.receipt.server";

// The goods-receipt form (spec §5): its three required fields and the document rules, with the spec's
// messages, as the browser (Conform) and the action both parse it.

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const filled: [string, string][] = [
  ["outgoing_detail_id", "7"],
  ["tglditerima", "2026-10-05"],
  ["unitditerima", "6"],
  ["nama_penerima", "Andi Wijaya"],
];
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
/** The field errors of a parse that must fail. */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  submission.status === "success" ? undefined : submission.error;
const emptyInput = () => new File([], "", { type: "application/octet-stream" });

describe("receiptCreateForm", () => {
  it("asks for the three fields with the spec's messages", () => {
    const submission = parseWithZod(form([["outgoing_detail_id", "7"]]), { schema: receiptCreateForm });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toEqual({
      tglditerima: ["Tanggal Diterima Wajib Diisi"],
      unitditerima: ["Unit Diterima Wajib Diisi"],
      nama_penerima: ["Nama Penerima Wajib Diisi"],
    });
  });

  it("accepts the fields with no document, empty file inputs left out", () => {
    const submission = parseWithZod(form([...filled, ["dokumen_spk", emptyInput()], ["dokumen_bast", emptyInput()]]), {
      schema: receiptCreateForm,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ outgoing_detail_id: 7, unitditerima: 6, nama_penerima: "Andi Wijaya" });
    expect(chosenDocuments(submission.value)).toEqual([]);
  });

  it("refuses other types and files over 2,048,000 bytes beside their slot", () => {
    const submission = parseWithZod(
      form([
        ...filled,
        ["dokumen_spk", file("setup.exe")],
        ["dokumen_kwitansi", file("kwitansi.pdf", RECEIPT_DOCUMENT_MAX_BYTES + 1)],
        ["dokumen_invoice", file("invoice.DOCX", RECEIPT_DOCUMENT_MAX_BYTES)],
      ]),
      { schema: receiptCreateForm },
    );
    expect(errorsOf(submission)).toEqual({
      dokumen_spk: ["Format File Hanya berupa(.docx, .doc, .pdf)"],
      dokumen_kwitansi: ["Ukuran format File anda lebih dari 2mb"],
    });
  });

  it("says a unit count must be a whole number", () => {
    const submission = parseWithZod(form([...filled.slice(0, 2), ["unitditerima", "2,5"], filled[3]]), {
      schema: receiptCreateForm,
    });
    expect(errorsOf(submission)?.unitditerima).toEqual(["Unit Diterima harus berupa angka bulat"]);
  });
});

describe("receiptUpdateForm", () => {
  it("needs at least one new document", () => {
    const submission = parseWithZod(form([...filled, ["dokumen_spk", emptyInput()]]), { schema: receiptUpdateForm });
    expect(errorsOf(submission)).toEqual({ "": [RECEIPT_NO_FILE_MESSAGE] });
  });

  it("sends the chosen documents under their slot's name, in the slots' order", () => {
    const submission = parseWithZod(
      form([...filled, ["dokumen_bast", file("bast.pdf")], ["dokumen_spk", file("spk.doc")]]),
      { schema: receiptUpdateForm },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(chosenDocuments(submission.value).map(({ field, name, file }) => [field, name, file.name])).toEqual([
      ["dokumen_spk", "SPK Surat Pesanan", "spk.doc"],
      ["dokumen_bast", "Bast", "bast.pdf"],
    ]);
  });
});

describe("documentError", () => {
  it.each([
    ["surat.pdf", 1, undefined],
    ["surat.doc", RECEIPT_DOCUMENT_MAX_BYTES, undefined],
    ["surat.docx", 1, undefined],
    ["surat.png", 1, "Format File Hanya berupa(.docx, .doc, .pdf)"],
    ["surat", 1, "Format File Hanya berupa(.docx, .doc, .pdf)"],
    ["surat.pdf", 3_000_000, "Ukuran format File anda lebih dari 2mb"],
  ])("%s of %i bytes → %s", (name, size, expected) => {
    expect(documentError({ name, size })).toBe(expected);
  });
});

describe("formFieldErrors", () => {
  it("puts the API's errors on the form's own fields and a file's on the slot it came from", () => {
    expect(
      formFieldErrors(
        {
          name_receipt: ["Nama Penerima Wajib Diisi"],
          unit_receipt: ["Unit Diterima melebihi unit yang dikirim (6)"],
          "files.1.file": ["Format File Hanya berupa(.docx, .doc, .pdf)"],
          files: ["Dokumen maksimal 7 file"],
          customer_id: ["?"],
        },
        ["dokumen_spk", "dokumen_bast"],
      ),
    ).toEqual({
      nama_penerima: ["Nama Penerima Wajib Diisi"],
      unitditerima: ["Unit Diterima melebihi unit yang dikirim (6)"],
      dokumen_bast: ["Format File Hanya berupa(.docx, .doc, .pdf)"],
      dokumen_spk: ["Dokumen maksimal 7 file"],
      "": ["?"],
    });
  });
});
