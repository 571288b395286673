// POST /admin/logout: revoke the seller's token at the API, drop the `__admin` session, back to the
// seller's login. A GET changes nothing.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { sellerLogout } from "~/services/seller-auth.server";
import { ADMIN_LOGIN_PATH, endSellerSession, getAdminSession } from "~/utils/admin-session.server";
import { handleForm } from "~/utils/form.server";
import { logger } from "~/utils/logger.server";
import { getRequestId } from "~/utils/request-id.server";

export function loader() {
  return redirect(ADMIN_LOGIN_PATH);
}

export async function action({ request }: ActionFunctionArgs) {
  const sellerId = (await getAdminSession(request)).get("sellerId");
  return handleForm({
    request,
    route: "/admin/logout",
    schema: z.object({}),
    userId: sellerId,
    submit: async () => {
      if (sellerId !== undefined) {
        try {
          await sellerLogout(request);
        } catch (error) {
          // An expired token or an API hiccup must not keep anyone signed in here.
          logger.warn(
            { requestId: getRequestId(request), status: error instanceof Response ? error.status : undefined },
            "upstream seller logout failed",
          );
        }
      }
      return endSellerSession(request);
    },
  });
}
