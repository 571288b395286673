import { useLocation, useNavigation } from "@remix-run/react";

/** True while a client-side navigation to another query of this page is loading. */
export function useLoadingThisPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

/** The spinner shown over a list while its next page loads (JavaScript only). */
export function LoadingIndicator({ active, label = "Memuat produk …" }: { active: boolean; label?: string }) {
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      {active ? (
        <>
          <span className="loading-indicator__spinner" aria-hidden="true" />
          <span className="loading-indicator__text">{label}</span>
        </>
      ) : null}
    </div>
  );
}
