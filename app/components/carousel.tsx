import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

export type CarouselVariant = "banner" | "category" | "product";

export type CarouselSlide = { key: string | number; content: ReactNode };

export type CarouselProps = {
  /** Accessible name of the carousel. */
  label: string;
  variant: CarouselVariant;
  slides: CarouselSlide[];
};

const AUTOPLAY_MS = 4000;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A horizontally scrollable row with CSS scroll snapping; slides per view follow the
 * breakpoints in the stylesheet. That row is the whole carousel without JavaScript. Once
 * hydrated it gains previous/next buttons that wrap around, and the banner variant
 * autoplays every 4 s (clicks do not stop it; a pause button does, for WCAG 2.2.2).
 * Swiper would do the same for about 32 KB of gzipped script, which the page budget lacks.
 */
export function Carousel({ label, variant, slides }: CarouselProps) {
  const hydrated = useHydrated();
  const rowId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const autoplays = variant === "banner" && slides.length > 1;
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const step = useCallback((direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const first = row.firstElementChild as HTMLElement | null;
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
    const width = first ? first.offsetWidth + gap : row.clientWidth;
    const end = row.scrollWidth - row.clientWidth;
    let left = row.scrollLeft + direction * width;
    if (direction === 1 && row.scrollLeft >= end - 2) left = 0;
    if (direction === -1 && row.scrollLeft <= 2) left = end;
    row.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, []);

  useEffect(() => {
    if (!hydrated || !autoplays || !playing) return;
    const timer = window.setInterval(() => step(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [hydrated, autoplays, playing, step]);

  const enhanced = hydrated && slides.length > 1;
  return (
    <div className={`carousel carousel--${variant}${enhanced ? " carousel--enhanced" : ""}`}>
      {/* Banner slides may hold no link, so the row itself takes focus for arrow-key scrolling. */}
      <ul
        ref={rowRef}
        id={rowId}
        className="carousel__row"
        aria-label={label}
        tabIndex={variant === "banner" ? 0 : undefined}
      >
        {slides.map((slide) => (
          <li key={slide.key} className="carousel__item">
            {slide.content}
          </li>
        ))}
      </ul>
      {enhanced ? (
        <>
          <button
            type="button"
            className="carousel__nav carousel__nav--prev"
            aria-controls={rowId}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Sebelumnya: {label}</span>
          </button>
          <button
            type="button"
            className="carousel__nav carousel__nav--next"
            aria-controls={rowId}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Berikutnya: {label}</span>
          </button>
        </>
      ) : null}
      {enhanced && autoplays ? (
        <button
          type="button"
          className="carousel__toggle"
          aria-controls={rowId}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? "Jeda" : "Putar"}
          <span className="sr-only"> slide otomatis</span>
        </button>
      ) : null}
    </div>
  );
}
