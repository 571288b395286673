import { createContext, useContext, type ReactNode } from "react";

// Browsers hide a nonce attribute after parsing (it reads back as ""), so "" on the client
// matches what hydration finds and React reports no mismatch.
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of this document on the server; "" in the browser. */
export function useNonce(): string {
  return useContext(NonceContext);
}
