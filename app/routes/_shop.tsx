import { Outlet } from "@remix-run/react";
import { BottomBar } from "~/components/chrome/bottom-bar";
import { Footer } from "~/components/chrome/footer";
import { Navbar } from "~/components/chrome/navbar";
import { ScrollTop } from "~/components/chrome/scroll-top";
import { MAIN_CONTENT_ID } from "~/components/chrome/site";
import { useRootData } from "~/components/chrome/use-root-data";

/** The storefront chrome around every shop page. */
export default function ShopLayout() {
  const { setting, categories, loggedIn, cart } = useRootData();
  return (
    <div className="shop">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Langsung ke konten utama
      </a>
      <Navbar setting={setting} categories={categories} loggedIn={loggedIn} cart={cart} />
      <main id={MAIN_CONTENT_ID} className="shop__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer setting={setting} />
      <ScrollTop />
      <BottomBar />
    </div>
  );
}
