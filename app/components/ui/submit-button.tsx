// The submit button of every form that talks to the API: disabled while its post is on the way. The
// spec's blocking overlay ('Mohon tunggu, data sedang diproses') is the root's page transition
// (components/chrome/page-loading). Without JavaScript the browser shows its own progress; the
// button is a plain submit either way.
import { useNavigation, type Navigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

export const BUSY_TEXT = "Mohon tunggu, data sedang diproses";

/**
 * Whether a post of this page is on the way (Epic Stack's `useIsPending`): narrowed to one
 * `intent` when the page has several forms, and to one action URL when given.
 */
export function useIsPending(options: PendingFilter = {}): boolean {
  return isPendingPost(useNavigation(), options);
}

type PendingFilter = { intent?: string; formAction?: string };

/** The rule behind `useIsPending`: a non-GET submission, of this intent and action when given. */
export function isPendingPost(
  navigation: Pick<Navigation, "state" | "formMethod" | "formData" | "formAction">,
  { intent, formAction }: PendingFilter,
): boolean {
  if (navigation.state === "idle" || navigation.formMethod === undefined) return false;
  if (navigation.formMethod.toUpperCase() === "GET") return false;
  if (intent !== undefined && navigation.formData?.get("intent") !== intent) return false;
  if (formAction !== undefined && new URL(navigation.formAction ?? "", "http://x").pathname !== formAction) {
    return false;
  }
  return true;
}

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value"> & {
  /** Sent as `intent`; also what the pending state listens for. */
  intent?: string;
  /** The form's action, when the page has forms posting elsewhere. */
  formAction?: string;
};

export function SubmitButton({ intent, formAction, disabled, children, ...props }: SubmitButtonProps) {
  const pending = useIsPending({ intent, formAction });
  return (
    <button
      {...props}
      type="submit"
      name={intent === undefined ? undefined : "intent"}
      value={intent}
      disabled={disabled || pending}
    >
      {children}
    </button>
  );
}
