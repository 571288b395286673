import { storageUrl } from "~/utils/image";

export const DEFAULT_PROFILE_PHOTO = "/images/default-avatar.svg";

export type ProfileSummaryUser = {
  name: string;
  instance_name: string;
  email: string;
  phone: string;
  address: string | null;
  nip: string | null;
  name_pp: string | null;
  name_ppk: string | null;
  image: string | null;
};

/** The upstream sometimes stores the text "null" for an empty value. */
const present = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "" && value.trim() !== "null";

/**
 * The dashboard's profile block: photo (a default one when none), institution, contact and the
 * procurement officials. The address row is left out when it holds nothing (or the text "null").
 */
export function ProfileSummary({ user }: { user: ProfileSummaryUser }) {
  const rows: [string, string | null, boolean?][] = [
    ["Nama Instansi", user.instance_name],
    ["Email", user.email],
    ["No. Telepon", user.phone],
    ["Alamat", user.address, true],
    ["NIP", user.nip],
    ["Nama PP", user.name_pp],
    ["Nama PPK", user.name_ppk],
  ];
  return (
    <section className="profile-card profile-summary" aria-labelledby="profile-title">
      <img
        className="profile-summary__photo"
        src={present(user.image) ? storageUrl(user.image) : DEFAULT_PROFILE_PHOTO}
        alt={present(user.image) ? `Foto profil ${user.name}` : "Foto profil bawaan"}
        width={112}
        height={112}
      />
      <div className="profile-summary__body">
        <h1 id="profile-title" className="profile-card__title">
          Halo, {user.name}
        </h1>
        <dl className="profile-card__details">
          {rows
            .filter(([, value, hideWhenEmpty]) => !hideWhenEmpty || present(value))
            .map(([label, value]) => (
              <div key={label} className="profile-card__row">
                <dt>{label}</dt>
                <dd>{present(value) ? value : "-"}</dd>
              </div>
            ))}
        </dl>
      </div>
    </section>
  );
}
