// The post of the address book's add and edit pages: "Simpan" saves through the page's own call;
// the no-JS "Pilih" of the region selects replays the form with the next region list.
import { addressForm, type NewAddress } from "@contract/address";
import { REGIONS_INTENT, SAVE_INTENT } from "~/schemas/address";
import { handleForm, replayForm, unknownIntent } from "./form.server";
import { regionLists } from "./region-lists.server";
import { readFormData } from "./form-data.server";

export async function handleAddressForm(options: {
  request: Request;
  route: string;
  userId: number;
  save: (value: NewAddress) => Promise<Response>;
}) {
  const { request, route, userId, save } = options;
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const common = { request, formData, route, userId };
  // The form comes back with its values: its selects need their lists again.
  const lists = () => regionLists(request, Object.fromEntries(formData));
  switch (intent) {
    case SAVE_INTENT:
      return handleForm({ ...common, intent, schema: addressForm, extra: lists, submit: save });
    case REGIONS_INTENT:
      return replayForm({ ...common, intent, extra: await lists() });
    default:
      return unknownIntent(request, formData, route, typeof intent === "string" ? intent : null);
  }
}
