// The one dialog of the shop. The server renders it open (`<dialog open>`), so it works without
// JavaScript: a page state such as `?modal=hapus&id=12` (closing is a link back to `closeHref`), or
// a message answering a post (closing is a `method="dialog"` form, which needs no script and keeps
// what was typed behind it). With JavaScript it opens in place as a real modal: focus stays inside,
// Escape closes (by going to `closeHref` when it is a page state).
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type DialogProps = {
  title: string;
  children: ReactNode;
  tone?: "default" | "success" | "danger";
  /** A page state: the URL without the modal's query. Without it the dialog closes itself. */
  closeHref?: string;
  /** An alert (role `alertdialog`). */
  alert?: boolean;
  /** The id of the element that describes the dialog (an alert's message). */
  describedBy?: string;
  /** Changes with every new answer, so the same message posted twice opens again. */
  signature?: unknown;
  className?: string;
};

export function Dialog(props: DialogProps) {
  const { title, children, tone = "default", closeHref, alert, describedBy, signature, className } = props;
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [hydrated, signature]);

  return (
    <dialog
      ref={ref}
      open
      className={["route-dialog", `route-dialog--${tone}`, className ?? ""].filter(Boolean).join(" ")}
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={
        closeHref
          ? (event) => {
              event.preventDefault();
              navigate(closeHref, { preventScrollReset: true, replace: true });
            }
          : undefined
      }
    >
      <h2 id={titleId} className="route-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** A message answering a post ('Berhasil', 'Ooops', …) with the one button that closes it. */
export function MessageDialog({
  title,
  message,
  tone = "success",
  button = "Oke",
  signature,
}: {
  title: string;
  message: string;
  tone?: "success" | "danger";
  button?: string;
  signature?: unknown;
}) {
  const messageId = useId();
  return (
    <Dialog
      title={title}
      tone={tone}
      alert={tone === "danger"}
      describedBy={messageId}
      signature={signature ?? message}
      className={`alert-dialog alert-dialog--${tone}`}
    >
      <p id={messageId} className="alert-dialog__message">
        {message}
      </p>
      <form method="dialog" className="route-dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only action takes the focus, as a modal's should */}
        <button type="submit" className="button button--primary" autoFocus>
          {button}
        </button>
      </form>
    </Dialog>
  );
}

/**
 * A server's refusal that the spec shows in an error modal (a refused checkout, a negotiation before a
 * courier, a failed shipping negotiation). The message stays beside its field or form as well. Without
 * JavaScript the dialog is rendered open and its 'Oke' closes it natively (`method="dialog"`), as the
 * shop's other dialogs do; it must not sit inside another form (a nested form is dropped by the HTML
 * parser, and 'Oke' would send the outer one).
 */
export function RefusalDialog({ message, signature }: { message?: string | null; signature: unknown }) {
  if (!message) return null;
  return <MessageDialog title="Ooppsss" message={message} tone="danger" signature={signature} />;
}
