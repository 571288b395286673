// The QRIS payload drawn as a QR image on the server: an SVG data address the page embeds, so the
// code is there with JavaScript off and no image request leaves the page (CSP allows `data:` images).
import QRCode from "qrcode";

/** An `<img src>` for `payload` as a QR code (error correction M, a quiet zone of four modules). */
export async function qrImageSrc(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
