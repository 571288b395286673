// Profile photos: the bytes are sniffed (never the name or the declared type), turned upright by
// their EXIF orientation, cropped to a square (the box the shop sends, else the centre) and stored
// as JPEG. An upload over 2,000,000 bytes, or an empty one, is refused (spec §5 "Profile photo").
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo } from "sharp";
import { PROFILE_PHOTO_MAX_BYTES, profileMessages } from "../../contract/customer";
import { unprocessable } from "../../http/errors";

/** The longest side kept; larger crops are scaled down (a profile photo is never shown bigger). */
const MAX_SIDE = 2048;
const JPEG_QUALITY = 90;
/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_FOLDER = "customers";

export type CropBox = { x: number; y: number; size: number };

/** What a profile photo may be, by its bytes (file-type), whatever its name or declared type says. */
const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

const formatError = () => unprocessable(profileMessages.imageFormat, { image: [profileMessages.imageFormat] });

/** The square JPEG of an uploaded picture; throws a 422 on the `image` field when it cannot be one. */
export async function squareJpeg(data: Uint8Array, crop?: CropBox): Promise<Buffer> {
  if (data.length > PROFILE_PHOTO_MAX_BYTES)
    throw unprocessable(profileMessages.imageSize, { image: [profileMessages.imageSize] });
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !PHOTO_TYPES.has(sniffed.mime)) throw formatError();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Raw pixels after the EXIF rotation: the crop box is in the picture's upright pixels (as a browser shows it).
    upright = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A file that only starts like an image, or one too large to decode.
    throw formatError();
  }
  const { width, height, channels } = upright.info;
  const box = crop ?? centreSquare(width, height);
  if (box.size < 1 || box.x + box.size > width || box.y + box.size > height) {
    throw unprocessable(profileMessages.cropInvalid, { image: [profileMessages.cropInvalid] });
  }
  let pipeline = sharp(upright.data, { raw: { width, height, channels } }).extract({
    left: box.x,
    top: box.y,
    width: box.size,
    height: box.size,
  });
  if (box.size > MAX_SIDE) pipeline = pipeline.resize(MAX_SIDE, MAX_SIDE);
  // MAX_SIDE bounds the re-encoded size; the limit the buyer is told about is the upload's.
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer();
}

export function centreSquare(width: number, height: number): CropBox {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

/** Writes the photo under a fresh name (stored files are cached as immutable); answers its storage path. */
export async function storePhoto(publicDir: string, customerId: number, jpeg: Buffer): Promise<string> {
  const relative = `${PHOTO_FOLDER}/${customerId}-${randomBytes(8).toString("hex")}.jpg`;
  const target = path.join(publicDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, jpeg, { flag: "wx" });
  return relative;
}

/** Removes a replaced photo of ours; anything else (seed images, other folders) is left alone. */
export async function removePhoto(publicDir: string, relative: string | null): Promise<void> {
  if (!relative || !/^customers\/\d+-[0-9a-f]{16}\.jpg$/.test(relative)) return;
  await rm(path.join(publicDir, relative), { force: true });
}
