import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "../icons";
import { useScrolled } from "./use-scrolled";

const SHOW_AFTER_PX = 10;

/** A floating button after 10 px of scrolling; without JavaScript a plain `#top` link. */
export function ScrollTop() {
  const hydrated = useHydrated();
  const scrolled = useScrolled(SHOW_AFTER_PX);
  if (!hydrated) {
    return (
      <a href="#top" className="scroll-top scroll-top--static">
        <Icon name="arrow-up" size={18} />
        <span>Kembali ke atas</span>
      </a>
    );
  }
  if (!scrolled) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        // Keyboard users continue from the top, where the skip link is.
        document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" size={20} />
      <span className="sr-only">Kembali ke atas</span>
    </button>
  );
}
