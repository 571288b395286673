// Profile photos: the bytes are sniffed (never the name or the declared type), turned upright by
// their EXIF orientation, cropped to a square (the box the shop sends, else the centre) and stored
// as JPEG in the public storage. An upload over 2,000,000 bytes, or an empty one, is refused (spec §5
// "Profile photo").
// The upload spools to a local folder and sharp decodes it from there: the file is never a Buffer.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PROFILE_PHOTO_MAX_BYTES, profileMessages, type UploadedFileLike } from "../../contract/customer";
import { unprocessable } from "../../http/errors";
import { localFolderStorage, privateStorageDir, type Storage } from "../../providers/storage";

/** The longest side kept; larger crops are scaled down (a profile photo is never shown bigger). */
const MAX_SIDE = 2048;
const JPEG_QUALITY = 90;
/**
 * Decompression bombs: a picture of more pixels than a phone camera takes (6000 × 4000) is refused
 * from its header, before anything is decoded; a 160 KB PNG of 7000 × 7000 passed the earlier 50 MP.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** Photos decoded at once: each may hold tens of megabytes in libvips; the rest wait their turn. */
const PHOTO_WORKERS = 2;
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
  return photoSlots.run(async () => {
    let size: { width: number; height: number };
    try {
      const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
      size = uprightSize(meta.width ?? 0, meta.height ?? 0, meta.orientation);
    } catch {
      // A file that only starts like an image.
      throw formatError();
    }
    if (size.width < 1 || size.height < 1 || size.width * size.height > MAX_INPUT_PIXELS) throw formatError();
    const box = crop ?? centreSquare(size.width, size.height);
    if (box.size < 1 || box.x + box.size > size.width || box.y + box.size > size.height) {
      throw unprocessable(profileMessages.cropInvalid, { image: [profileMessages.cropInvalid] });
    }
    // One pipeline from the file, never a bitmap of the whole picture in our memory: a crop larger than
    // MAX_SIDE is scaled while it is decoded (JPEG and WebP shrink on load), then cut out.
    let pipeline = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true }).rotate();
    if (box.size > MAX_SIDE) {
      const scale = MAX_SIDE / box.size;
      const width = Math.max(MAX_SIDE, Math.round(size.width * scale));
      const height = Math.max(MAX_SIDE, Math.round(size.height * scale));
      pipeline = pipeline.resize(width, height, { fit: "fill" }).extract({
        left: Math.min(Math.round(box.x * scale), width - MAX_SIDE),
        top: Math.min(Math.round(box.y * scale), height - MAX_SIDE),
        width: MAX_SIDE,
        height: MAX_SIDE,
      });
    } else {
      pipeline = pipeline.extract({ left: box.x, top: box.y, width: box.size, height: box.size });
    }
    try {
      // MAX_SIDE bounds the re-encoded size; the limit the buyer is told about is the upload's.
      return await pipeline
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
        .toBuffer();
    } catch {
      // A file whose pixels are broken past its header.
      throw formatError();
    }
  });
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
function uprightSize(width: number, height: number, orientation: number | undefined) {
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** At most `limit` tasks at once; the others wait in order. */
function slots(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

const photoSlots = slots(PHOTO_WORKERS);

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
