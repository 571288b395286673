import { createHash } from "node:crypto";
import { data } from "@remix-run/node";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";

export const honeypotFieldNames = { name: "name__confirm", validFrom: "from__confirm" } as const;

let honeypot: Honeypot | undefined;

function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
    nameFieldName: honeypotFieldNames.name,
    validFromFieldName: honeypotFieldNames.validFrom,
    // A key derived for this purpose only, so the session secret is never used as an AES seed.
    encryptionSeed: createHash("sha256").update(`honeypot:${getEnv().SESSION_SECRET[0]}`).digest("base64url"),
  });
  return honeypot;
}

/** For the loader of a page with a public form: spread into `<HoneypotInputs>` (remix-utils). */
export function getHoneypotInputProps(): HoneypotInputProps {
  return getHoneypot().getInputProps();
}

/** Rejects a submission whose hidden field was filled, or whose timestamp is forged. */
export function assertHoneypot(formData: FormData): void {
  try {
    getHoneypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) {
      throw data(
        {
          title: "Permintaan ditolak",
          message: "Formulir tidak dapat diproses. Silahkan muat ulang halaman lalu coba lagi.",
        },
        { status: 400 },
      );
    }
    throw error;
  }
}
