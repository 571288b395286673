import { spkMessages } from "@contract/spk";
import { SPK_PERSON_FIELDS, spkForm } from "~/schemas/spk";
import { ApiValidationError } from "~/services/api-client.server";
import { storeSpk } from "~/services/negotiation.server";
import { orderIntent, type IntentContext } from "./context.server";

/**
 * The SPK form. A 400 on the official's or treasurer's fields reads 'Mohon Lengkapi data anda
 * terlebih dahulu' (spec §8), the fields keeping their own messages; other refusals their message.
 */
export const spkIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "spk",
    schema: spkForm,
    done: spkMessages.saved,
    work: async (value) => {
      try {
        // Left empty, the API's own messages say what is missing (the client does not require them).
        await storeSpk(context.request, {
          ...value,
          nama_pemerintah: value.nama_pemerintah ?? "",
          nip_pemerintah: value.nip_pemerintah ?? "",
          nama_bendahara: value.nama_bendahara ?? "",
          nip_bendahara: value.nip_bendahara ?? "",
          npwp_satker: value.npwp_satker ?? "",
          transaction_id: context.transactionId,
        });
      } catch (error) {
        if (
          error instanceof ApiValidationError &&
          error.status === 400 &&
          SPK_PERSON_FIELDS.some((field) => field in error.fieldErrors)
        )
          throw new ApiValidationError(error.status, spkMessages.incomplete, error.fieldErrors);
        throw error;
      }
    },
  });
