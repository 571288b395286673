// The seller's order-status filter: a GET form beside the list toolbar, carrying its search and page
// size, so the three choices never undo each other (works without JavaScript).
import { ORDER_STATUSES, statusLabel } from "@contract/order-status";
import { Form } from "@remix-run/react";
import { useId } from "react";

type StatusFilterProps = {
  action: string;
  status: string;
  /** The toolbar's values to keep (search, per_page). */
  carry: Record<string, string>;
};

export function StatusFilter({ action, status, carry }: StatusFilterProps) {
  const id = useId();
  return (
    <Form method="get" action={action} className="admin-filter" aria-label="Saring status pesanan">
      {Object.entries(carry).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor={`${id}-status`}>Status</label>
      <select id={`${id}-status`} name="status" className="select" defaultValue={status} key={status}>
        <option value="">Semua status</option>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {statusLabel(value)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline">
        Saring
      </button>
    </Form>
  );
}
