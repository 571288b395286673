import { parseWithZod } from "@conform-to/zod/v4";
import { negotiationMessages } from "@contract/negotiation";
import { paymentMessages } from "@contract/payment";
import { spkMessages } from "@contract/spk";
import { describe, expect, it } from "vitest";
import { changedLines, counterOfferForm, shippingProposalForm } from "~/schemas/negotiation";
import { emptyProofMessage, paymentProofForm } from "~/schemas/payment";
import { spkForm } from "~/schemas/spk";

// The order page's and the bank page's form schemas as Conform runs them on both sides: the
// exact Indonesian messages of profile-area §5 for each case.

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  submission.status === "success" ? {} : (submission.error ?? {});

const line = (index: number, id: number, oldPrice: number, newPrice: string): [string, string][] => [
  [`lines[${index}].transaction_detail_id`, String(id)],
  [`lines[${index}].old_price`, String(oldPrice)],
  [`lines[${index}].new_price`, newPrice],
];

describe("counterOfferForm", () => {
  it("refuses a counter-offer that changes nothing with the spec's message", () => {
    const unchanged = form([...line(0, 7, 50_000, ""), ...line(1, 8, 20_000, "20000"), ["old_shipping_price", "9000"]]);
    expect(errorsOf(parseWithZod(unchanged, { schema: counterOfferForm }))).toEqual({
      "": [negotiationMessages.empty],
    });
  });

  it("accepts one changed price and keeps only that line as changed", () => {
    const submission = parseWithZod(form([...line(0, 7, 50_000, "45000"), ...line(1, 8, 20_000, "")]), {
      schema: counterOfferForm,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(changedLines(submission.value.lines)).toEqual([
      { transaction_detail_id: 7, old_price: 50_000, new_price: 45_000 },
    ]);
  });

  it("accepts a new shipping price alone, and refuses letters beside the box", () => {
    expect(
      parseWithZod(form([...line(0, 7, 50_000, ""), ["new_shipping_price", "0"]]), { schema: counterOfferForm }).status,
    ).toBe("success");
    expect(errorsOf(parseWithZod(form([...line(0, 7, 50_000, "12abc")]), { schema: counterOfferForm }))).toEqual({
      "lines[0].new_price": [negotiationMessages.price],
    });
  });

  it("wants 'Harga yang diajukan' in the shipping proposal", () => {
    expect(errorsOf(parseWithZod(form([["new_shipping_price", ""]]), { schema: shippingProposalForm }))).toEqual({
      new_shipping_price: [negotiationMessages.empty],
    });
  });
});

describe("spkForm", () => {
  it("answers each empty required field with its section 5 message, and not the names and NIPs", () => {
    const errors = errorsOf(parseWithZod(form([]), { schema: spkForm }));
    expect(errors).toEqual({
      satuan_kerja: ["Nama Satuan Kerja Wajib Diisi"],
      lembaga: ["Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi"],
      paket_kerja: ["Nama Paket Pekerjaan Wajib Diisi"],
      tahun_anggaran: ["Tahun Anggaran Wajib Diisi"],
      sumber_dana: ["Sumber Dana Wajib Diisi"],
      kode_rekening: ["Kode Rekening Anggaran Wajib Diisi"],
      pagu_anggaran: ["Pagu Anggaran Wajib Diisi"],
    });
  });

  it("takes digits only and at most 9 for the year and the ceiling, and turns the ceiling into a number", () => {
    const filled: [string, string][] = [
      ["satuan_kerja", "Dinas"],
      ["lembaga", "Pemkot"],
      ["paket_kerja", "Paket"],
      ["sumber_dana", "APBD"],
      ["kode_rekening", "5210"],
    ];
    const bad = errorsOf(
      parseWithZod(
        form([...filled, ["tahun_anggaran", "20a6"], ["pagu_anggaran", "1234567890"], ["nip_pemerintah", "19x"]]),
        {
          schema: spkForm,
        },
      ),
    );
    expect(bad).toEqual({
      tahun_anggaran: [spkMessages.tahunDigits],
      pagu_anggaran: [spkMessages.paguMax],
      nip_pemerintah: [spkMessages.nipDigits],
    });
    const good = parseWithZod(form([...filled, ["tahun_anggaran", "2026"], ["pagu_anggaran", "150000000"]]), {
      schema: spkForm,
    });
    expect(good.status === "success" && good.value).toMatchObject({
      pagu_anggaran: 150_000_000,
      tipe_pemerintah: "ppk",
      tipe_bendahara: "bendahara_umum",
    });
  });
});

describe("paymentProofForm", () => {
  it("says 'mohon untuk mengisi data terlebih dahulu' beside each field's message when all is empty", () => {
    const errors = errorsOf(parseWithZod(form([]), { schema: paymentProofForm }));
    expect(errors).toEqual({
      account_name: ["Atas Nama Wajib Diisi"],
      account_number: ["No Rekening Wajib Diisi"],
      bank_name: ["Nama Bank Wajib Diisi"],
      image: ["Anda belum Memasukkan Bukti Pembayaran"],
    });
    expect(emptyProofMessage(errors)).toBe(paymentMessages.empty);
    const oneFilled = errorsOf(parseWithZod(form([["bank_name", "BPD"]]), { schema: paymentProofForm }));
    expect(emptyProofMessage(oneFilled)).toBeUndefined();
  });

  it("refuses a proof over 2,048,000 bytes and letters in the account number", () => {
    const big = new File([new Uint8Array(2_048_001)], "bukti.png", { type: "image/png" });
    const errors = errorsOf(
      parseWithZod(
        form([
          ["account_name", "Budi"],
          ["account_number", "12-34"],
          ["bank_name", "BPD"],
          ["image", big],
        ]),
        { schema: paymentProofForm },
      ),
    );
    expect(errors).toEqual({
      account_number: [paymentMessages.accountNumberDigits],
      image: ["Ukuran format Gambar anda lebih dari 2mb"],
    });
  });

  it("accepts a complete proof of exactly 2,048,000 bytes", () => {
    const limit = new File([new Uint8Array(2_048_000)], "bukti.pdf", { type: "application/pdf" });
    const submission = parseWithZod(
      form([
        ["account_name", "Budi"],
        ["account_number", "1234567890"],
        ["bank_name", "BPD Bali"],
        ["image", limit],
      ]),
      { schema: paymentProofForm },
    );
    expect(submission.status).toBe("success");
  });
});
