// "Menunggu tindakan Anda" on the dashboard (issue 25, decision 0154): the unit's orders whose next
// step is one of the reader's roles, each leading to the tab where the step is taken.
import { roleShortNames, roleTitles, type WaitingOrder } from "@contract/team";
import { Link } from "@remix-run/react";
import { deadlineText } from "~/components/payment/payment-parts";
import { waitingOrderHref, waitingTexts } from "~/utils/waiting-orders";

/** `null`: the list could not be loaded (the rest of the dashboard still shows). Empty: nothing shown. */
export function WaitingOrders({ orders }: { orders: WaitingOrder[] | null }) {
  if (orders !== null && orders.length === 0) return null;
  return (
    <section className="profile-panel waiting-orders" aria-labelledby="menunggu-tindakan" data-testid="waiting-orders">
      <h2 id="menunggu-tindakan" className="transaction-table__title">
        {waitingTexts.heading}
      </h2>
      {orders === null ? (
        <p className="order-empty">{waitingTexts.unavailable}</p>
      ) : (
        <ul className="waiting-orders__list">
          {orders.map((order) => (
            <li key={`${order.id}-${order.role}`} className="waiting-orders__item" data-testid="waiting-order">
              <Link to={waitingOrderHref(order)} className="waiting-orders__invoice">
                {order.invoice}
              </Link>
              <span className="waiting-orders__step">{order.step}</span>
              <span className="waiting-orders__role">
                <abbr title={roleTitles[order.role]}>{roleShortNames[order.role]}</abbr>
              </span>
              {order.deadline ? (
                <time className="waiting-orders__deadline" dateTime={order.deadline}>
                  {waitingTexts.deadline(deadlineText(order.deadline))}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
