// The console's form loop: handleForm with the seller as the logged user, then back to `to` with a
// flash (Post/Redirect/Get). Every admin action goes through here or through handleForm directly.
import type * as z from "zod";
import { redirectWithFlash } from "./flash.server";
import { handleForm } from "./form.server";

export function adminForm<Schema extends z.ZodType>(options: {
  request: Request;
  formData: FormData;
  route: string;
  intent: string;
  sellerId: number;
  schema: Schema;
  work: (value: z.output<Schema>) => Promise<unknown>;
  to: string;
  done: string;
}) {
  const { request, formData, route, intent, sellerId, schema, work, to, done } = options;
  return handleForm({
    request,
    formData,
    route,
    intent,
    schema,
    userId: sellerId,
    submit: async (value) => {
      await work(value);
      return redirectWithFlash(to, done);
    },
  });
}
