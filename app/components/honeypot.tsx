// The honeypot fields of the public forms. remix-utils checks them on the server (honeypot.server.ts);
// its own React part hard-codes autocomplete="nope", which is not a valid autofill token, so the
// markup is ours: the same field names, autocomplete="off".
import { createContext, useContext, type ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

const HoneypotContext = createContext<HoneypotInputProps | null>(null);

export function HoneypotProvider({ children, ...props }: HoneypotInputProps & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotInputs({ label = "Biarkan kosong" }: { label?: string }) {
  const props = useContext(HoneypotContext);
  if (!props) throw new Error("HoneypotInputs needs a HoneypotProvider");
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = props;
  return (
    <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
