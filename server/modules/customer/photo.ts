// Profile photos: the bytes are sniffed (never the name or the declared type), turned upright by
// their EXIF orientation, cropped to a square (the box the shop sends, else the centre) and stored
// as JPEG in the public storage. An upload over 2,000,000 bytes, or an empty one, is refused (spec §5
// "Profile photo").
// The upload spools to a local folder and sharp decodes it from there: the file is never a Buffer.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo } from "sharp";
import { PROFILE_PHOTO_MAX_BYTES, profileMessages, type UploadedFileLike } from "../../contract/customer";
import { unprocessable } from "../../http/errors";
import { localFolderStorage, privateStorageDir, type Storage } from "../../providers/storage";

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

/**
 * Where photo uploads spool: a local folder (the private storage), because sharp reads a file by its
 * path without holding it, where a stream or a Buffer would be collected whole first.
 */
export function photoSpool(publicDir: string): { storage: Storage; fileOf: (key: string) => string } {
  const root = privateStorageDir(publicDir);
  return { storage: localFolderStorage(root), fileOf: (key) => path.join(root, key) };
}

/**
 * The square JPEG of an uploaded picture (`file` is where the spooled upload is, `head` its first
 * bytes); throws a 422 on the `image` field when it cannot be one.
 */
export async function squareJpeg(
  upload: Pick<UploadedFileLike, "head" | "size">,
  file: string,
  crop?: CropBox,
): Promise<Buffer> {
  if (upload.size > PROFILE_PHOTO_MAX_BYTES)
    throw unprocessable(profileMessages.imageSize, { image: [profileMessages.imageSize] });
  const sniffed = await fileTypeFromBuffer(upload.head);
  if (!sniffed || !PHOTO_TYPES.has(sniffed.mime)) throw formatError();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Raw pixels after the EXIF rotation: the crop box is in the picture's upright pixels (as a browser shows it).
    upright = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
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

/** Stores the photo under a fresh name (stored files are cached as immutable); answers its storage key. */
export async function storePhoto(storage: Storage, customerId: number, jpeg: Buffer): Promise<string> {
  const key = `${PHOTO_FOLDER}/${customerId}-${randomBytes(8).toString("hex")}.jpg`;
  await storage.put(key, jpeg);
  return key;
}

/** Removes a replaced photo of ours; anything else (seed images, other folders) is left alone. */
export async function removePhoto(storage: Storage, key: string | null): Promise<void> {
  if (!key || !/^customers\/\d+-[0-9a-f]{16}\.jpg$/.test(key)) return;
  await storage.delete(key);
}
