// A modal the server renders open (`<dialog open>`) for a URL such as `?modal=hapus&id=12`, so it works
// without JavaScript; with JavaScript it becomes a real modal (focus kept inside, Escape closes).
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type RouteDialogProps = {
  title: string;
  /** Where closing leads: the page without the modal's query. */
  closeHref: string;
  children: ReactNode;
  tone?: "default" | "danger";
};

export function RouteDialog({ title, closeHref, children, tone = "default" }: RouteDialogProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog) return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [hydrated]);

  return (
    <dialog
      ref={ref}
      open
      className={`route-dialog route-dialog--${tone}`}
      aria-labelledby="route-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <h2 id="route-dialog-title" className="route-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
