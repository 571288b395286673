import { useLocation, useNavigation } from "@remix-run/react";
import { BankPageSkeleton } from "~/components/payment/bank-page-skeleton";
import { DashboardSkeleton } from "~/components/profile/dashboard-skeleton";

/**
 * The pages the spec gives a skeleton while loading. Both layouts (shop and profile area) show it in
 * their `<main>`, whichever the buyer is leaving: the order page links to the bank page across them.
 */
const SKELETONS: Readonly<Record<string, () => JSX.Element>> = {
  "/profil/beranda": DashboardSkeleton,
  "/example/bpd-payment": BankPageSkeleton,
};

/**
 * The skeleton of the page a link is leading to, while its data loads (decision 0115). JavaScript only:
 * without it the browser's own progress shows. A post's reload keeps the busy overlay instead, and
 * another query of the page being shown keeps that page.
 */
export function useNavigationSkeleton(): (() => JSX.Element) | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.formMethod !== undefined) return null;
  const target = trimmed(navigation.location.pathname);
  return target === trimmed(pathname) ? null : (SKELETONS[target] ?? null);
}

const trimmed = (pathname: string) => pathname.replace(/\/+$/, "");
