// A message dialog the server renders open (the profile's "saved" and "Ooppsss" answers). Its close
// button is a `<form method="dialog">`: the browser closes it without JavaScript and without a
// reload, so the form behind keeps what was typed. With JavaScript it is a real modal.
import { useEffect, useId, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type AlertDialogProps = {
  title: string;
  message: string;
  tone?: "success" | "danger";
  /** Changes for every new answer, so the same message posted twice opens again. */
  signature?: unknown;
};

export function AlertDialog({ title, message, tone = "success", signature }: AlertDialogProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog) return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [hydrated, signature]);

  return (
    <dialog
      ref={ref}
      open
      className={`route-dialog alert-dialog alert-dialog--${tone}`}
      aria-labelledby={titleId}
      role={tone === "danger" ? "alertdialog" : "dialog"}
    >
      <h2 id={titleId} className="route-dialog__title">
        {title}
      </h2>
      <p className="alert-dialog__message">{message}</p>
      <form method="dialog" className="route-dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only action takes the focus, as a modal's should */}
        <button type="submit" className="button button--primary" autoFocus>
          Oke
        </button>
      </form>
    </dialog>
  );
}
