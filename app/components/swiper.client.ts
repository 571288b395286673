// Only ever reached through import() once a page is interactive (see use-swiper.ts): Swiper
// and its modules become one lazily loaded chunk instead of part of the first paint's script.
import Swiper from "swiper";
import { A11y, Autoplay, Keyboard, Navigation } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [A11y, Autoplay, Keyboard, Navigation], ...options });
}
