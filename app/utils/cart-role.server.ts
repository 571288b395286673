// Whether the storefront offers the cart and checkout (issue 25, decision 0154): they are the PP's
// steps. A visitor sees the buttons (they lead to the login page); a member without PP sees who
// orders instead. The API refuses a non-PP anyway (403), so a failed look-up offers the buttons.
import { getUser } from "~/services/auth.server";
import { getSession, sessionKeys } from "./session.server";

export async function mayUseCart(request: Request): Promise<boolean> {
  const session = await getSession(request);
  if (!session.get(sessionKeys.token)) return true;
  try {
    return (await getUser(request)).my_roles.includes("pp");
  } catch (error) {
    // A redirect (the session ended) still applies.
    if (error instanceof Response) throw error;
    return true;
  }
}
