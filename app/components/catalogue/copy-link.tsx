import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** Spec: the confirmation shows for one second. */
const CONFIRMATION_MS = 1000;

/** The page's address in a read-only field anyone can select; with JavaScript a button copies it. */
export function CopyLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (or no permission): copy the selected field the old way.
      inputRef.current?.select();
      if (!document.execCommand("copy")) return;
    }
    setCopied(false);
    window.requestAnimationFrame(() => setCopied(true));
  };

  return (
    <div className="copy-link">
      <label htmlFor="tautan-produk" className="copy-link__label">
        Bagikan tautan produk
      </label>
      <div className="copy-link__row">
        <input
          ref={inputRef}
          id="tautan-produk"
          className="input copy-link__input"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="button button--outline" onClick={copy}>
            Salin
          </button>
        ) : null}
      </div>
      <p className="copy-link__status" role="status">
        {copied ? "Berhasil disalin" : ""}
      </p>
    </div>
  );
}
