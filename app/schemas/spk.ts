// The SPK form of the order page: the contract's body, except that the official's and treasurer's
// names and NIPs are not required here (spec §5: the client does not check them; the API does, and
// its 400 on them reads 'Mohon Lengkapi data anda terlebih dahulu', §8). NIPs stay digits only.
import { SPK_NIP_MAX_LENGTH, spkMessages, storeSpkBody } from "@contract/spk";
import * as z from "zod";

const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().max(255, spkMessages.textMax).optional(),
);

const optionalNip = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: spkMessages.nipDigits, abort: true })
    .max(SPK_NIP_MAX_LENGTH, spkMessages.nipMax)
    .optional(),
);

export const spkForm = storeSpkBody.omit({ transaction_id: true }).extend({
  nama_pemerintah: optionalText,
  nip_pemerintah: optionalNip,
  nama_bendahara: optionalText,
  nip_bendahara: optionalNip,
});
export type SpkForm = z.output<typeof spkForm>;

/** The fields whose 400 reads 'Mohon Lengkapi data anda terlebih dahulu' (spec §8). */
export const SPK_PERSON_FIELDS = ["nama_pemerintah", "nip_pemerintah", "nama_bendahara", "nip_bendahara"] as const;
