// The regional bank's transfer details for a payment: a virtual-account number per order and a QRIS
// payload for the amount (EMVCo merchant-presented QR, as Indonesian QRIS is; the shop renders it).

/** The bank's prefix for the shop's virtual accounts, then the order's id on 10 digits. */
const VA_PREFIX = "8808";

export const vaNumberOf = (transactionId: number): string => `${VA_PREFIX}${String(transactionId).padStart(10, "0")}`;

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE, as EMVCo's field 63 wants it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

export function qrisPayload({ invoice, amount }: { invoice: string; amount: number }): string {
  const body = [
    field("00", "01"),
    field("01", "12"),
    field("26", field("00", "ID.CO.BPDSULSELBAR.WWW") + field("01", "9360012600000000001")),
    field("52", "5999"),
    field("53", "360"),
    field("54", String(amount)),
    field("58", "ID"),
    field("59", "TOKO PENGADAAN"),
    field("60", "MAKASSAR"),
    field("62", field("01", invoice.slice(0, 25))),
  ].join("");
  const withCrcTag = `${body}6304`;
  return `${withCrcTag}${crc16(withCrcTag)}`;
}
