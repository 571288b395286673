// The address list's page-state modals (detail, delete confirmation).
import type { AddressEntry } from "@contract/address";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";

export function AddressDetailDialog({ entry, closeHref }: { entry: AddressEntry; closeHref: string }) {
  const address = entry.customer_address;
  const rows: [string, string][] = [
    ["Nama Penerima", address.receipt_name],
    ["No Telepon", address.receipt_phone_number],
    ["Alamat", address.address],
    ["Satuan Kerja", entry.name],
    ["Provinsi", address.province.province_name],
    ["Kabupaten/Kota", address.district.city_name],
    ["Kecamatan", address.sub_district.subdistrict_name],
  ];
  return (
    <Dialog title="Detail Alamat" closeHref={closeHref}>
      <dl className="address-detail">
        {rows.map(([label, value]) => (
          <div key={label} className="address-detail__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="route-dialog__actions">
        <Link to={closeHref} preventScrollReset replace className="button button--outline">
          Tutup
        </Link>
      </div>
    </Dialog>
  );
}

/** Posts `intent=delete` to the list's URL (its query is kept: the action returns to page 1 of it). */
export function AddressDeleteDialog({
  entry,
  closeHref,
  action,
}: {
  entry: AddressEntry;
  closeHref: string;
  action: string;
}) {
  return (
    <Dialog title="Hapus alamat?" closeHref={closeHref} tone="danger">
      <p>
        Apakah Anda yakin ingin menghapus alamat <strong>{entry.name}</strong>?
      </p>
      <Form method="post" action={action} className="route-dialog__actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={entry.id} />
        <Link to={closeHref} preventScrollReset replace className="button button--outline">
          Batal
        </Link>
        <SubmitButton intent="delete" className="button button--danger">
          Ya, hapus
        </SubmitButton>
      </Form>
    </Dialog>
  );
}
