import type { BuyerPayment } from "@contract/payment";
import type { SellerOrder, SellerPayment } from "@contract/seller-orders";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { OrderRecordsBlocks } from "~/components/admin/order-records";
import PaymentStatusPage from "~/routes/profil.respon";
import { paymentTexts } from "~/utils/labels";
import { renderRoute } from "./storefront-render";

// A payment's type and bank are codes in the API's answer ("bank transfer", Doku's channel and
// acquirer ids); the pages name them instead of printing the code.

/** What Doku's notification leaves on a payment paid through the local simulator. */
const dokuSimulator = {
  payment_service: "Doku",
  payment_type: "VIRTUAL_ACCOUNT_SIMULATOR",
  bank_name: "SIMULATOR",
  account_name: null,
  account_number: null,
};
const bankTransfer = {
  payment_service: "BPD",
  payment_type: "bank transfer",
  bank_name: "Bank BPD Bali",
  account_name: "Dinas PU Badung",
  account_number: "0123456789",
};

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("paymentTexts", () => {
  it.each([
    ["bank transfer", "Transfer Bank"],
    ["VIRTUAL_ACCOUNT_BCA", "Virtual Account BCA"],
    ["VIRTUAL_ACCOUNT_BANK_MANDIRI", "Virtual Account Bank Mandiri"],
    ["VIRTUAL_ACCOUNT_SIMULATOR", "Virtual Account Simulator"],
    ["CREDIT_CARD", "Kartu Kredit"],
    ["EMONEY_OVO", "Dompet Digital OVO"],
    ["ONLINE_TO_OFFLINE_ALFA", "Gerai Alfa"],
    ["QRIS", "QRIS"],
  ])("names the payment type %s as %s", (code, label) => {
    expect(paymentTexts.type(code)).toBe(label);
  });

  it("names a provider's acquirer, keeps the bank a buyer typed", () => {
    expect(paymentTexts.bank(dokuSimulator)).toBe("Simulator");
    expect(paymentTexts.bank({ payment_service: "Doku", bank_name: "BCA" })).toBe("BCA");
    expect(paymentTexts.bank(bankTransfer)).toBe("Bank BPD Bali");
  });

  it("says how it was paid in one line, without empty parts or a bank the type already names", () => {
    expect(paymentTexts.means(dokuSimulator)).toBe("Virtual Account Simulator");
    expect(paymentTexts.means({ ...dokuSimulator, payment_type: "CREDIT_CARD", bank_name: "BCA" })).toBe(
      "Kartu Kredit · BCA",
    );
    expect(paymentTexts.means(bankTransfer)).toBe("Transfer Bank · Bank BPD Bali · Dinas PU Badung · 0123456789");
    expect(paymentTexts.means({ ...dokuSimulator, payment_type: null, bank_name: null })).toBe("");
  });
});

function sellerPayment(overrides: Partial<SellerPayment>): SellerPayment {
  return {
    id: 3,
    nominal: 1_250_000,
    status: "success",
    notes: null,
    payment_date: "2026-09-04T02:00:00.000Z",
    expired_date: null,
    created_at: "2026-09-04T01:00:00.000Z",
    proofs: [],
    ...dokuSimulator,
    ...overrides,
  };
}

function sellerOrder(payments: SellerPayment[]): SellerOrder {
  // Only what the record blocks read.
  return {
    id: 12,
    negotiations: [],
    spk: null,
    payments,
    shipments: [],
    receipts: [],
    lines: [],
  } as unknown as SellerOrder;
}

describe("the seller console's payment record", () => {
  it("names a Doku payment's channel, not the acquirer code between empty separators", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderRecordsBlocks order={sellerOrder([sellerPayment({})])} />
      </MemoryRouter>,
    );
    const shown = text(html);
    expect(shown).toContain("Virtual Account Simulator");
    expect(shown).not.toContain("SIMULATOR");
    expect(shown).not.toMatch(/·\s*·|·\s*$/m);
    expect(html).not.toMatch(/·\s*<\/p>/);
  });

  it("names a bank transfer with the proof's bank, holder and account", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderRecordsBlocks order={sellerOrder([sellerPayment({ ...bankTransfer, status: "reviewed" })])} />
      </MemoryRouter>,
    );
    expect(text(html)).toContain("Transfer Bank · Bank BPD Bali · Dinas PU Badung · 0123456789");
    expect(text(html)).not.toContain("bank transfer");
  });
});

function buyerPayment(overrides: Partial<BuyerPayment>): BuyerPayment {
  return {
    id: 3,
    payment_date: "2026-09-04T02:00:00.000Z",
    nominal: 1_250_000,
    status: "success",
    notes: null,
    url_payment: null,
    expired_date: "2026-09-05T02:00:00.000Z",
    payment_invoice: "PAY-12-1",
    va_number: null,
    qris_payload: null,
    proof: null,
    created_at: "2026-09-04T01:00:00.000Z",
    transaction: {
      id: 12,
      invoice: "INV/20260903/0001",
      status: "paid",
      created_at: "2026-09-03T01:00:00.000Z",
      grand_total: 1_250_000,
      customer_name: "Dinas PU Badung",
    },
    ...(dokuSimulator as Pick<BuyerPayment, "payment_service">),
    ...overrides,
  } as BuyerPayment;
}

describe("the buyer's payment status page, paid", () => {
  async function render(payment: BuyerPayment) {
    const html = await renderRoute({
      url: "http://web.test/profil/respon?id=12",
      id: "routes/profil.respon",
      Component: PaymentStatusPage,
      loaderData: { payment },
    });
    return text(html);
  }

  it("reads a bank transfer's type as 'Transfer Bank'", async () => {
    const shown = await render(buyerPayment(bankTransfer as Partial<BuyerPayment>));
    expect(shown).toContain("Jenis Pembayaran Transfer Bank");
    expect(shown).not.toContain("bank transfer");
  });

  it("names a Doku payment's channel and acquirer", async () => {
    const shown = await render(buyerPayment({}));
    expect(shown).toContain("Jenis Pembayaran Virtual Account Simulator");
    expect(shown).toContain("Nama Bank Simulator");
    expect(shown).not.toContain("SIMULATOR");
  });
});
