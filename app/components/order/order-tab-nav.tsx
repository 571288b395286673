// The order's tabs as plain links (`&tab=...`): they work without JavaScript; with it Remix swaps the
// panel in place (the loader runs again, the page keeps its scroll and the focus stays on the link).
import { Link } from "@remix-run/react";
import { orderTabHref, type OrderTab, type OrderTabId } from "./order-tabs";

export function OrderTabNav({
  transactionId,
  tabs,
  current,
}: {
  transactionId: number;
  tabs: readonly OrderTab[];
  current: OrderTabId;
}) {
  return (
    <nav className="order-tabs" aria-label="Tab transaksi">
      <ul className="order-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={orderTabHref(transactionId, tab.id)}
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
