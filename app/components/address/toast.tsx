import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/forms";

/** Spec §9: the toast hides after 5 seconds. */
export const TOAST_MS = 5_000;

/** A success message that hides itself after 5 s with JavaScript; without it, a plain status message. */
export function Toast({ message }: { message: string }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => setShown(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, message]);
  if (!shown) return null;
  return (
    <div className={hydrated ? "toast toast--floating" : "toast"}>
      <FormAlert message={message} tone="success" />
    </div>
  );
}
