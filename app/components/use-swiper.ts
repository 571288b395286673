import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { Swiper, SwiperOptions } from "swiper/types";

/** Swiper's a11y texts in Indonesian; the buttons' names come from the caller. */
export function swiperA11y(prev: string, next: string): SwiperOptions["a11y"] {
  return {
    prevSlideMessage: prev,
    nextSlideMessage: next,
    firstSlideMessage: "Ini slide pertama",
    lastSlideMessage: "Ini slide terakhir",
    slideLabelMessage: "{{index}} dari {{slidesLength}}",
    // The slides stay list items: a role of "group" would break the <ul> they sit in.
    slideRole: "",
  };
}

export const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Hands `ref`'s element to Swiper while `active`, once the browser is idle after hydration, so
 * the library is fetched only on pages that show a carousel and never delays the first paint.
 * The element keeps its server-rendered slides: Swiper takes over the same list the no-JS page
 * scrolls. Returns the instance once it exists (null before, and if the chunk fails to load,
 * which leaves the scrollable row as it was).
 */
export function useSwiper(ref: RefObject<HTMLElement>, options: () => SwiperOptions, active = true): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // The options are read when Swiper starts; later renders must not restart it.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let instance: Swiper | null = null;
    const start = () => {
      import("./swiper.client")
        .then(({ createSwiper }) => {
          if (cancelled || !ref.current) return;
          instance = createSwiper(ref.current, optionsRef.current());
          setSwiper(instance);
        })
        .catch(() => {
          // Offline or a stale deploy: the plain row still scrolls, so there is nothing to show.
        });
    };
    const idle = "requestIdleCallback" in window;
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1000 }) : window.setTimeout(start, 0);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [ref, active]);

  return swiper;
}

/**
 * Arrow keys move the carousel that holds the focus. Swiper's keyboard module listens on the
 * whole document and would move every carousel in view at once.
 */
export function onArrowKeys(swiper: Swiper | null) {
  return (event: KeyboardEvent) => {
    if (!swiper || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    if (event.key === "ArrowRight") swiper.slideNext();
    else if (event.key === "ArrowLeft") swiper.slidePrev();
    else return;
    event.preventDefault();
  };
}
