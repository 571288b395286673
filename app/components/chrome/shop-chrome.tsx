import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollTop } from "./scroll-top";
import { MAIN_CONTENT_ID } from "~/utils/site";
import { useRootData } from "./use-root-data";

/**
 * The storefront chrome shared by the shop pages and the profile area: skip link, navbar, the
 * page (which holds the `<main id={MAIN_CONTENT_ID}>` the skip link leads to), footer, scroll-top
 * button and the mobile bottom bar.
 */
export function ShopChrome({ children }: { children: ReactNode }) {
  const { setting, categories, loggedIn, cart } = useRootData();
  return (
    // The back-to-top link's target: "#top" alone means the top in browsers, but not to checkers.
    <div className="shop" id="top">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Langsung ke konten utama
      </a>
      <Navbar setting={setting} categories={categories} loggedIn={loggedIn} cart={cart} />
      {children}
      <Footer setting={setting} />
      <ScrollTop />
      <BottomBar />
    </div>
  );
}
