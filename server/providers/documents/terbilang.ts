// Amounts in Indonesian words, as invoices and receipts (kwitansi) write them: 1,200,000 is
// "satu juta dua ratus ribu". Whole numbers only (rupiah have no decimals here), up to the
// quadrillions, which no order reaches.

const DIGITS = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];
/** Each group of three digits, from the lowest: ribu, juta, miliar, triliun, kuadriliun. */
const SCALES = ["", "ribu", "juta", "miliar", "triliun", "kuadriliun"];

const MAX = 10n ** BigInt(SCALES.length * 3) - 1n;

/** 1 to 999 in words. */
function belowThousand(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(DIGITS[hundreds], "ratus");
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(DIGITS[rest - 10], "belas");
  else if (rest >= 20) {
    words.push(DIGITS[Math.floor(rest / 10)], "puluh");
    if (rest % 10 > 0) words.push(DIGITS[rest % 10]);
  } else if (rest > 0) words.push(DIGITS[rest]);
  return words;
}

/** A whole number from 0 up in words, lower case: `terbilang(1_200_000)` is "satu juta dua ratus ribu". */
export function terbilang(amount: number | bigint): string {
  if (typeof amount === "number" && (!Number.isSafeInteger(amount) || amount < 0)) {
    throw new RangeError(`terbilang: not a whole number from 0: ${amount}`);
  }
  let rest = BigInt(amount);
  if (rest < 0n || rest > MAX) throw new RangeError(`terbilang: out of range: ${amount}`);
  if (rest === 0n) return "nol";
  const groups: string[][] = [];
  for (let scale = 0; rest > 0n; scale++, rest /= 1000n) {
    const group = Number(rest % 1000n);
    if (group === 0) continue;
    // "seribu", never "satu ribu"; every other scale keeps its "satu" (satu juta, satu miliar).
    const words = scale === 1 && group === 1 ? ["seribu"] : [...belowThousand(group), SCALES[scale]];
    groups.unshift(words.filter(Boolean));
  }
  return groups.flat().join(" ");
}

/** The amount in words with its currency: "satu juta dua ratus ribu rupiah". */
export const rupiahInWords = (amount: number): string => `${terbilang(amount)} rupiah`;
