// The page-level loading transition (spec §9: 1000 ms in, 200 ms out), once for the whole shop in the
// root. Without JavaScript the browser's own progress is the loading state and this stays hidden.
// With JavaScript it follows Remix's navigation: a post on its way gets the blocking overlay with the
// spec's 'Mohon tunggu, data sedang diproses'; a page on its way a bar along the top with a note.
// It only shows what is already happening: no navigation waits for it (decision 0115).
import { useLocation, useMatches, useNavigation, type Navigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BUSY_TEXT, isPendingPost } from "~/components/ui/submit-button";

export const PAGE_LOADING_TEXT = "Memuat halaman …";

/** A route's `handle` may say how its own loads show (read from the deepest route that says so). */
export type PageLoadingHandle = {
  pageLoading?: {
    /** Another query of this page shows the page's own indicator (list spinner, shipping loader). */
    ownIndicator?: boolean;
    /** Posts of these intents say so in place (the chat box, the shipping loader): no overlay. */
    quietIntents?: readonly string[];
  };
};

/** The handle of a page whose other queries show its own indicator. */
export const OWN_INDICATOR: PageLoadingHandle = { pageLoading: { ownIndicator: true } };

export type PageLoadingKind = "busy" | "loading";
export type PageLoadingState = { kind: PageLoadingKind; text: string } | null;

/** What the transition shows for this navigation on this page, if anything. */
export function pageLoadingState(
  navigation: Pick<Navigation, "state" | "formMethod" | "formData" | "formAction" | "location">,
  page: { pathname: string; handle?: PageLoadingHandle["pageLoading"] },
): PageLoadingState {
  if (navigation.state === "idle") return null;
  if (isPendingPost(navigation, {})) {
    const intent = navigation.formData?.get("intent");
    if (typeof intent === "string" && page.handle?.quietIntents?.includes(intent)) return null;
    return { kind: "busy", text: BUSY_TEXT };
  }
  if (page.handle?.ownIndicator && navigation.location?.pathname === page.pathname) return null;
  return { kind: "loading", text: PAGE_LOADING_TEXT };
}

export function PageLoading() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => (match.handle as PageLoadingHandle | undefined)?.pageLoading)
    .filter(Boolean)
    .at(-1);
  return <PageLoadingView state={pageLoadingState(navigation, { pathname, handle })} />;
}

/**
 * Always in the page: the overlay so that its fade-out can run (keeping its last look meanwhile), and
 * the status apart from it, outside the overlay's `visibility`, so that screen readers already know the
 * region when its text arrives. The text says it once; the overlay's copy is for the eye only.
 */
export function PageLoadingView({ state }: { state: PageLoadingState }) {
  const last = useRef<PageLoadingState>(null);
  useEffect(() => {
    if (state) last.current = state;
  }, [state]);
  const shown = state ?? last.current;
  return (
    <>
      <div
        className={`busy-overlay busy-overlay--${shown?.kind ?? "loading"}${state ? " is-active" : ""}`}
        aria-hidden="true"
      >
        <p className="busy-overlay__text">
          <span className="busy-overlay__spinner" />
          {shown?.text}
        </p>
      </div>
      <p className="sr-only" role="status">
        {state?.text}
      </p>
    </>
  );
}
