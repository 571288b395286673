import { useLocation, useNavigation } from "@remix-run/react";

/**
 * True while a client-side navigation to another query of this page is loading (a list's next page,
 * the detail's review filter, the checkout's courier quote); a post and its reload are not.
 */
export function useLoadingThisPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const method = navigation.formMethod?.toUpperCase();
  return (
    navigation.state === "loading" &&
    (method === undefined || method === "GET") &&
    navigation.location.pathname === location.pathname
  );
}

type LoadingIndicatorProps = {
  active: boolean;
  label?: string;
  /** A modifier naming the spinner's cycle (spec §9: the detail's about 1 s, shipping about 2 s). */
  variant?: "list" | "detail" | "shipping";
};

/**
 * The spinner over a part of a page while its next data loads (JavaScript only). The status region is
 * always there, empty when idle, so that filling it is announced.
 */
export function LoadingIndicator({ active, label = "Memuat produk …", variant = "list" }: LoadingIndicatorProps) {
  return (
    <div className={`loading-indicator loading-indicator--${variant}`} role="status" aria-live="polite">
      {active ? (
        <>
          <span className="loading-indicator__spinner" aria-hidden="true" />
          <span className="loading-indicator__text">{label}</span>
        </>
      ) : null}
    </div>
  );
}
