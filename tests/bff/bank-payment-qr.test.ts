import { http, HttpResponse } from "msw";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrisPayload } from "../../server/modules/payment/bpd";
import { loader } from "~/routes/_shop.example.bpd-payment";
import { buyerFormHeaders, setTestEnv, useMockUpstream } from "./helpers";

// The bank page draws the QRIS payload as a QR image on the server (spec: "a fixed QR image is
// embedded"), so it is on the page with JavaScript off: the image's dark modules are read back and
// must be the payload's QR code, not a picture of something else.

const base = "http://api.bank-qr.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();
const url = "http://web.test/example/bpd-payment?id_transaksi=12";
const payload = qrisPayload({ invoice: "INV/20261127/0012", amount: 1_250_000 });

const payment = {
  id: 5,
  payment_service: "BPD",
  payment_type: "bank_transfer",
  bank_name: null,
  account_name: null,
  account_number: null,
  payment_date: null,
  nominal: 1_250_000,
  status: "pending",
  notes: null,
  url_payment: null,
  expired_date: "2026-11-28T04:00:00.000Z",
  payment_invoice: "INV/20261127/0012",
  va_number: "9881200000000012",
  qris_payload: payload,
  proof: null,
  created_at: "2026-11-27T04:00:00.000Z",
  transaction: {
    id: 12,
    invoice: "INV/20261127/0012",
    status: "pending_payment",
    created_at: "2026-11-27T03:00:00.000Z",
    grand_total: 1_250_000,
    customer_name: "Dinas Kesehatan Kota Makassar",
  },
};

/** The dark cells of the qrcode library's SVG path ("M x y.5 h n m dx dy …"), as "x,y". */
function darkCells(svg: string): Set<string> {
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHhVv])([^MmHhVv]*)/g)) {
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === "M") [x, y] = numbers;
    else if (command === "m") [x, y] = [x + numbers[0], y + numbers[1]];
    else if (command === "h") {
      for (let i = 0; i < numbers[0]; i++) cells.add(`${x + i},${Math.floor(y)}`);
      x += numbers[0];
    }
  }
  return cells;
}

describe("the bank payment page's QRIS", () => {
  it("embeds the payload as an SVG QR image whose modules are the payload's code, with the text beside it", async () => {
    server.use(
      http.get(`${base}/transaction/payment/detail/12`, () =>
        HttpResponse.json({ status: true, message: "OK", data: payment }),
      ),
    );
    const { headers } = await buyerFormHeaders(url);
    const response = (await loader({ request: new Request(url, { headers }), params: {}, context: {} })) as unknown as {
      data: { payment: { qris_payload: string }; qrImage: string };
    };
    expect(response.data.payment.qris_payload).toBe(payload);
    const prefix = "data:image/svg+xml;base64,";
    expect(response.data.qrImage.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(response.data.qrImage.slice(prefix.length), "base64").toString("utf8");

    const code = QRCode.create(payload, { errorCorrectionLevel: "M" });
    const size = code.modules.size;
    const margin = 4;
    expect(svg).toContain(`viewBox="0 0 ${size + 2 * margin} ${size + 2 * margin}"`);
    const expected = new Set<string>();
    for (let row = 0; row < size; row++)
      for (let column = 0; column < size; column++)
        if (code.modules.get(row, column)) expected.add(`${column + margin},${row + margin}`);
    expect(darkCells(svg)).toEqual(expected);
  });
});
