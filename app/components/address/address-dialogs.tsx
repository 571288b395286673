// The address list's server-rendered modals (detail, delete confirmation) and the form's 'Ooops' alert.
import type { AddressEntry } from "@contract/address";
import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { RouteDialog } from "~/components/cart/route-dialog";

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
    <RouteDialog title="Detail Alamat" closeHref={closeHref}>
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
    </RouteDialog>
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
    <RouteDialog title="Hapus alamat?" closeHref={closeHref} tone="danger">
      <p>
        Apakah Anda yakin ingin menghapus alamat <strong>{entry.name}</strong>?
      </p>
      <Form method="post" action={action} className="route-dialog__actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={entry.id} />
        <Link to={closeHref} preventScrollReset replace className="button button--outline">
          Batal
        </Link>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          Ya, hapus
        </button>
      </Form>
    </RouteDialog>
  );
}

/**
 * The spec's error alert ('Ooops', the server's message, 'OK'): a `<dialog>` the server renders open;
 * its OK is a `method="dialog"` form, which closes it with or without JavaScript.
 */
export function ErrorAlertDialog({ title, message }: { title: string; message: string }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [hydrated, message]);
  return (
    <dialog
      ref={ref}
      open
      className="route-dialog route-dialog--danger alert-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId} className="route-dialog__title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <form method="dialog" className="route-dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the alert's only action, as a modal alert should */}
        <button type="submit" className="button button--primary" autoFocus>
          OK
        </button>
      </form>
    </dialog>
  );
}
