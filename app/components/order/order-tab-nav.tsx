// The order's tabs as plain links (`&tab=...`): they work without JavaScript; with it Remix swaps the
// panel in place (the loader runs again, the page keeps its scroll and the focus stays on the link).
import { Link } from "@remix-run/react";

type OrderTabLink = { id: string; label: string; href: string };

export function OrderTabNav({ tabs, current }: { tabs: readonly OrderTabLink[]; current: string }) {
  return (
    <nav className="order-tabs" aria-label="Tab transaksi">
      <ul className="order-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.href}
              className={tab.id === current ? "order-tabs__link order-tabs__link--current" : "order-tabs__link"}
              aria-current={tab.id === current ? "page" : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
