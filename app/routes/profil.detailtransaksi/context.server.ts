// What every form of the order page gets, and the one way it answers: the shop's form loop, then
// back to the order (the tab the form lives on) with a flash (Post/Redirect/Get).
import type * as z from "zod";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import { orderHref } from "~/utils/hrefs";

export const ORDER_ROUTE = "/profil/detailtransaksi";

export type IntentContext = { request: Request; formData: FormData; transactionId: number; userId: number };

export function orderIntent<Schema extends z.ZodType>(
  context: IntentContext,
  options: {
    intent: string;
    schema: Schema;
    /** The work; answers where to go when that is not the tab (the payment pages). */
    work: (value: z.output<Schema>) => Promise<string | void>;
    tab?: string;
    done: string;
    hideFields?: string[];
  },
) {
  const { request, formData, transactionId, userId } = context;
  return handleForm({
    request,
    formData,
    route: ORDER_ROUTE,
    intent: options.intent,
    userId,
    schema: options.schema,
    hideFields: options.hideFields,
    submit: async (value) => {
      const to = await options.work(value);
      return redirectWithFlash(to ?? orderHref(transactionId, options.tab), options.done);
    },
  });
}
