// Complaint proofs (spec §5 "Complaint form"): the bytes are sniffed (never the name or the declared
// type) and kept in a PRIVATE folder beside the public storage folder, never under it: they are
// read only through the owner-checked `transaction/complaint/media/:id` route (design §5).
import { randomBytes } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import {
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_VIDEO_MAX_BYTES,
  complaintMessages,
  type UploadedProof,
} from "../../contract/complaint";
import { unprocessable } from "../../http/errors";

const IMAGE_TYPES: Readonly<Record<string, string>> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };
const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  mpg: "video/mpeg",
  mov: "video/quicktime",
  "3gp": "video/3gpp",
  "3g2": "video/3gpp2",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
};

export type CheckedProof = { data: Uint8Array; ext: string; mime: string };

/**
 * The private folder for complaint proofs: `<storage>/private/complaints` when the public folder is
 * `<storage>/public` (the API's layout), else a `-private` sibling of the public folder (tests).
 */
export function complaintMediaDir(publicDir: string): string {
  const base = path.basename(publicDir);
  const sibling = base === "public" ? "private" : `${base}-private`;
  return path.join(path.dirname(path.resolve(publicDir)), sibling, "complaints");
}

const fail = (message: string) => unprocessable(message, { image: [message] });

/** Each proof by its bytes: an image up to 2,048,000 bytes or a video up to 50,000,000; else a 422 on `image`. */
export async function checkProofs(files: readonly UploadedProof[]): Promise<CheckedProof[]> {
  const checked: CheckedProof[] = [];
  for (const file of files) {
    const sniffed = await fileTypeFromBuffer(file.data);
    const ext = sniffed?.ext ?? "";
    if (ext in IMAGE_TYPES) {
      if (file.data.length > COMPLAINT_IMAGE_MAX_BYTES) throw fail(complaintMessages.imageSize);
      checked.push({ data: file.data, ext, mime: IMAGE_TYPES[ext] });
    } else if (ext in VIDEO_TYPES) {
      if (file.data.length > COMPLAINT_VIDEO_MAX_BYTES) throw fail(complaintMessages.videoSize);
      checked.push({ data: file.data, ext, mime: VIDEO_TYPES[ext] });
    } else {
      throw fail(complaintMessages.imageFormat);
    }
  }
  return checked;
}

/** Writes the proofs under fresh names; answers their names relative to the private folder. */
export async function storeProofs(dir: string, customerId: number, proofs: readonly CheckedProof[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  try {
    for (const proof of proofs) {
      const name = `${customerId}-${randomBytes(12).toString("hex")}.${proof.ext}`;
      await writeFile(path.join(dir, name), proof.data, { flag: "wx" });
      names.push(name);
    }
  } catch (error) {
    await removeProofs(dir, names);
    throw error;
  }
  return names;
}

const STORED_NAME = /^\d+-[0-9a-f]{24}\.[0-9a-z]{2,4}$/;

export async function removeProofs(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.filter((name) => STORED_NAME.test(name)).map((name) => rm(path.join(dir, name), { force: true })),
  );
}

/** A stored proof as a stream with its size, or null when the file is missing or the name is not ours. */
export async function openProof(dir: string, name: string): Promise<{ stream: ReadStream; size: number } | null> {
  if (!STORED_NAME.test(name)) return null;
  const file = path.join(dir, name);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  } catch {
    return null;
  }
}
