// What every intent of the seller's order page gets, and the one way an intent answers (the console's
// form loop, then back to the order with a flash).
import type * as z from "zod";
import { adminForm } from "~/utils/admin-form.server";
import { adminOrderHref } from "~/utils/admin-hrefs";

export type IntentContext = { request: Request; formData: FormData; orderId: number; sellerId: number };

export function orderIntent<Schema extends z.ZodType>(
  context: IntentContext,
  intent: string,
  schema: Schema,
  work: (value: z.output<Schema>) => Promise<unknown>,
  done: string,
) {
  const { request, formData, orderId, sellerId } = context;
  return adminForm({
    request,
    formData,
    route: "/admin/pesanan/$id",
    intent,
    sellerId,
    schema,
    work,
    to: adminOrderHref(orderId),
    done,
  });
}
