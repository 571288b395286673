import { Outlet } from "@remix-run/react";
import { ShopChrome } from "~/components/chrome/shop-chrome";
import { MAIN_CONTENT_ID } from "~/utils/site";

/** The storefront chrome around every shop page. */
export default function ShopLayout() {
  return (
    <ShopChrome>
      <main id={MAIN_CONTENT_ID} className="shop__main" tabIndex={-1}>
        <Outlet />
      </main>
    </ShopChrome>
  );
}
