import { useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SwiperOptions } from "swiper/types";
import { onArrowKeys, prefersReducedMotion, swiperA11y, useSwiper } from "./use-swiper";

export type CarouselVariant = "banner" | "category" | "product";

export type CarouselSlide = { key: string | number; content: ReactNode };

export type CarouselProps = {
  /** Accessible name of the carousel. */
  label: string;
  variant: CarouselVariant;
  slides: CarouselSlide[];
};

const AUTOPLAY_MS = 4000;
const GAP = 12;
const WIDE_GAP = 16;

/** Slides per view from 992 px: 6 products, 10 categories or all there are. */
const wideSlides = (variant: CarouselVariant, count: number) => (variant === "category" ? Math.min(10, count) : 6);

/** Storefront section 9: 2 slides from 325 px up to 6 (categories 10, or all there are) from 992 px. */
function slidesPerView(variant: CarouselVariant, count: number): SwiperOptions {
  if (variant === "banner") return { slidesPerView: 1, spaceBetween: GAP, loop: true };
  const wide = wideSlides(variant, count);
  return {
    slidesPerView: 1,
    spaceBetween: GAP,
    rewind: true,
    breakpoints: {
      325: { slidesPerView: 2 },
      576: { slidesPerView: 3 },
      768: { slidesPerView: 4 },
      992: { slidesPerView: wide, spaceBetween: variant === "product" ? WIDE_GAP : GAP },
    },
  };
}

/**
 * A list of slides. As the server renders it (and as it stays without JavaScript) it is a
 * horizontally scrolling, snapping row whose slides per view are set in the stylesheet. Once the
 * page is interactive Swiper, loaded on demand, takes over the same list: previous/next buttons,
 * arrow keys, swiping, and for the banner a loop that autoplays every 4 s, is not stopped by
 * clicks, and has a pause button (WCAG 2.2.2).
 */
export function Carousel(props: CarouselProps) {
  // Swiper's loop reorders the slides' DOM nodes, so a different list gets fresh nodes rather
  // than React patching ones Swiper has moved.
  return <SwiperCarousel key={props.slides.map((slide) => slide.key).join(",")} {...props} />;
}

function SwiperCarousel({ label, variant, slides }: CarouselProps) {
  const hydrated = useHydrated();
  const rowId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const autoplays = variant === "banner" && slides.length > 1;
  const [playing, setPlaying] = useState(autoplays);
  const prevLabel = `Sebelumnya: ${label}`;
  const nextLabel = `Berikutnya: ${label}`;

  const swiper = useSwiper(
    rootRef,
    () => {
      const still = prefersReducedMotion();
      if (still) setPlaying(false);
      return {
        ...slidesPerView(variant, slides.length),
        wrapperClass: "carousel__row",
        slideClass: "carousel__item",
        speed: still ? 0 : 300,
        navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
        autoplay: { enabled: autoplays && !still, delay: AUTOPLAY_MS, disableOnInteraction: false },
        a11y: swiperA11y(prevLabel, nextLabel),
      };
    },
    slides.length > 1,
  );

  const toggleAutoplay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    // The arrow keys reach this from the focused slide link or button inside; it is no control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={`carousel carousel--${variant}`}
      // The stylesheet's slides per view from 992 px, as Swiper's (all the categories there are, up to 10).
      style={
        variant === "category"
          ? ({ "--carousel-wide": wideSlides(variant, slides.length) } as CSSProperties)
          : undefined
      }
      onKeyDown={onArrowKeys(swiper)}
    >
      {/* Banner slides may hold no link, so the row itself takes focus for the arrow keys. */}
      <ul id={rowId} className="carousel__row" aria-label={label} tabIndex={variant === "banner" ? 0 : undefined}>
        {slides.map((slide) => (
          <li key={slide.key} className="carousel__item">
            {slide.content}
          </li>
        ))}
      </ul>
      {hydrated && slides.length > 1 ? (
        // Swiper is handed these before it exists; they stay hidden until it does.
        <>
          <button
            ref={prevRef}
            type="button"
            className="carousel__nav carousel__nav--prev"
            aria-controls={rowId}
            hidden={!swiper}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{prevLabel}</span>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="carousel__nav carousel__nav--next"
            aria-controls={rowId}
            hidden={!swiper}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">{nextLabel}</span>
          </button>
        </>
      ) : null}
      {autoplays && swiper ? (
        <button type="button" className="carousel__toggle" aria-controls={rowId} onClick={toggleAutoplay}>
          {playing ? "Jeda" : "Putar"}
          <span className="sr-only"> slide otomatis</span>
        </button>
      ) : null}
    </div>
  );
}
