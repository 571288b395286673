// What every intent of the seller's order page gets: the request, its form data, the order and the
// seller; and the one way an intent answers (handleForm's loop, then back to the page with a flash).
import type * as z from "zod";
import { redirectWithAdminFlash } from "~/utils/admin-session.server";
import { adminOrderHref } from "~/utils/admin-hrefs";
import { handleForm } from "~/utils/form.server";

export type IntentContext = { request: Request; formData: FormData; orderId: number; sellerId: number };

export function orderIntent<Schema extends z.ZodType>(
  context: IntentContext,
  intent: string,
  schema: Schema,
  work: (value: z.output<Schema>) => Promise<unknown>,
  done: string,
) {
  const { request, formData, orderId, sellerId } = context;
  return handleForm({
    request,
    formData,
    route: "/admin/pesanan/$id",
    intent,
    schema,
    userId: sellerId,
    submit: async (value) => {
      await work(value);
      return redirectWithAdminFlash(request, adminOrderHref(orderId), done);
    },
  });
}
