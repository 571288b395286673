import type { ReactNode } from "react";

/** The "Peringatan !" box for the server's message, or a success banner. */
export function FormAlert({
  message,
  tone = "warning",
  title,
  children,
}: {
  message?: string | null;
  tone?: "warning" | "success";
  title?: string;
  children?: ReactNode;
}) {
  if (!message) return null;
  const heading = title ?? (tone === "warning" ? "Peringatan !" : undefined);
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "warning" ? "alert" : "status"}>
      {heading ? <p className="form-alert__title">{heading}</p> : null}
      <p className="form-alert__message">{message}</p>
      {children}
    </div>
  );
}
