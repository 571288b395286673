import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/** The logout button: a POST to /logout (no GET changes state). */
export function LogoutForm({ className, label = "Keluar" }: { className?: string; label?: string }) {
  return (
    <Form method="post" action="/logout" className={className} reloadDocument>
      <AuthenticityTokenInput />
      <button type="submit" className="button button--outline">
        {label}
      </button>
    </Form>
  );
}
