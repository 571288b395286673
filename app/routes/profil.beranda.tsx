import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/chrome/site";
import { RouteErrorPage } from "~/components/error-page";
import { LogoutForm } from "~/components/logout-form";
import { getUser } from "~/services/auth.server";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Beranda Profil | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const user = await getUser(request);
  // Only what the page shows: the rest of the profile stays on the server.
  return {
    user: {
      name: user.name,
      username: user.username,
      email: user.email,
      instance_name: user.instance_name,
      nip: user.nip,
      name_pp: user.name_pp,
      name_ppk: user.name_ppk,
    },
  };
}

export default function ProfileHome() {
  const { user } = useLoaderData<typeof loader>();
  const rows: [string, string | null][] = [
    ["Nama", user.name],
    ["Instansi", user.instance_name],
    ["Email", user.email],
    ["Username", user.username],
    ["NIP", user.nip],
    ["Nama PP", user.name_pp],
    ["Nama PPK", user.name_ppk],
  ];
  return (
    <section className="profile-card" aria-labelledby="profile-title">
      <h1 id="profile-title" className="profile-card__title">
        Halo, {user.name}
      </h1>
      <dl className="profile-card__details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-card__row">
            <dt>{label}</dt>
            <dd>{value && value !== "null" ? value : "-"}</dd>
          </div>
        ))}
      </dl>
      <LogoutForm className="profile-card__logout" />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
