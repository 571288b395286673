import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "../icons";
import { useScrolled } from "./use-scrolled";

const SHOW_AFTER_PX = 10;

/**
 * A `#top` link at the foot of the page, there with and without JavaScript, and with it also a
 * floating button after 10 px of scrolling. The link stays after hydration: taking its room away
 * then moved the footer under a reader who had scrolled down to it (a click meant for one footer
 * link landed on the next).
 */
export function ScrollTop() {
  const hydrated = useHydrated();
  const scrolled = useScrolled(SHOW_AFTER_PX);
  return (
    <>
      <a href="#top" className="scroll-top scroll-top--static">
        <Icon name="arrow-up" size={18} />
        <span>Kembali ke atas</span>
      </a>
      {hydrated && scrolled ? (
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
      ) : null}
    </>
  );
}
