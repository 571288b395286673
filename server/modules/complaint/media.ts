// Complaint proofs (spec §5 "Complaint form"): the bytes are sniffed (never the name or the declared
// type) and kept in a PRIVATE storage beside the public storage folder, never under it: they are
// read only through the owner-checked `transaction/complaint/media/:id` route (design §5). Uploads
// arrive spooled to that storage (a video may be 50 MB); keeping one is a move, not a copy.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { privateStorageDir, type Storage } from "../../providers/storage";
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

export type CheckedProof = { key: string; ext: string; mime: string };

/** Stored proofs live under this folder of the private storage. */
const FOLDER = "complaints";

/** The private folder for complaint proofs (`complaints/` of the private storage). */
export const complaintMediaDir = (publicDir: string): string => path.join(privateStorageDir(publicDir), FOLDER);

const fail = (message: string) => unprocessable(message, { image: [message] });

/** Each proof by its bytes: an image up to 2,048,000 bytes or a video up to 50,000,000; else a 422 on `image`. */
export async function checkProofs(files: readonly UploadedProof[]): Promise<CheckedProof[]> {
  const checked: CheckedProof[] = [];
  for (const file of files) {
    const sniffed = await fileTypeFromBuffer(file.head);
    const ext = sniffed?.ext ?? "";
    if (ext in IMAGE_TYPES) {
      if (file.size > COMPLAINT_IMAGE_MAX_BYTES) throw fail(complaintMessages.imageSize);
      checked.push({ key: file.key, ext, mime: IMAGE_TYPES[ext] });
    } else if (ext in VIDEO_TYPES) {
      if (file.size > COMPLAINT_VIDEO_MAX_BYTES) throw fail(complaintMessages.videoSize);
      checked.push({ key: file.key, ext, mime: VIDEO_TYPES[ext] });
    } else {
      throw fail(complaintMessages.imageFormat);
    }
  }
  return checked;
}

/** Moves the spooled proofs to fresh names; answers their names relative to the complaints folder. */
export async function storeProofs(
  storage: Storage,
  customerId: number,
  proofs: readonly CheckedProof[],
): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const proof of proofs) {
      const name = `${customerId}-${randomBytes(12).toString("hex")}.${proof.ext}`;
      await storage.move(proof.key, `${FOLDER}/${name}`);
      names.push(name);
    }
  } catch (error) {
    await removeProofs(storage, names);
    throw error;
  }
  return names;
}

const STORED_NAME = /^\d+-[0-9a-f]{24}\.[0-9a-z]{2,4}$/;

export async function removeProofs(storage: Storage, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((name) => STORED_NAME.test(name)).map((name) => storage.delete(`${FOLDER}/${name}`)));
}

/** The storage key of a stored proof, or null when the name is not one of ours. */
export const proofKey = (name: string): string | null => (STORED_NAME.test(name) ? `${FOLDER}/${name}` : null);
