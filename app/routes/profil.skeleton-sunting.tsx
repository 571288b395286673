// /profil/skeleton-sunting (route table): in the original app the edit page's loading placeholder had a
// URL of its own. Here the edit page arrives whole from the server, so the URL leads to it (decision 0063).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/profil/sunting-profil");
}
