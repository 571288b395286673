import { Outlet } from "@remix-run/react";
import { ShopChrome } from "~/components/chrome/shop-chrome";
import { useNavigationSkeleton } from "~/components/chrome/use-navigation-skeleton";
import { MAIN_CONTENT_ID } from "~/utils/site";

/** The storefront chrome around every shop page. */
export default function ShopLayout() {
  const Skeleton = useNavigationSkeleton();
  return (
    <ShopChrome>
      <main id={MAIN_CONTENT_ID} className="shop__main" tabIndex={-1} aria-busy={Skeleton ? true : undefined}>
        {Skeleton ? <Skeleton /> : <Outlet />}
      </main>
    </ShopChrome>
  );
}
