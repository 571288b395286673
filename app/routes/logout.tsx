// POST /logout (the navbar's user menu and the profile page): revoke the token at the API, drop
// the whole session, go home. A GET changes nothing.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { logout } from "~/services/auth.server";
import { endUserSession } from "~/utils/auth.server";
import { handleForm } from "~/utils/form.server";
import { logger } from "~/utils/logger.server";
import { getRequestId } from "~/utils/request-id.server";
import { getUserId } from "~/utils/session.server";

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await getUserId(request);
  return handleForm({
    request,
    route: "/logout",
    schema: z.object({}),
    userId,
    submit: async () => {
      try {
        await logout(request);
      } catch (error) {
        // An expired token or an API hiccup must not keep anyone signed in here.
        logger.warn(
          { requestId: getRequestId(request), status: error instanceof Response ? error.status : undefined },
          "upstream logout failed",
        );
      }
      return endUserSession(request, "/");
    },
  });
}
