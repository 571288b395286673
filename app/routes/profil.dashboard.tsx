// The spec sends /profil to /profil/dashboard, which it never lists; the area's home is /profil/beranda.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect("/profil/beranda");
}
