// Isomorphic: where a waiting order's step is taken ("Menunggu tindakan Anda", decision 0154).
import { normalizeStatus } from "@contract/order-status";
import type { TeamRole, WaitingOrder } from "@contract/team";
import { orderHref } from "./hrefs";

/**
 * The order tab of each role's step. The PPK accepts a deal on Negosiasi; an order without rounds
 * has no such tab and the page falls back to Detail Pesanan, where the SPK button is, as it does
 * once the deal is accepted (status process).
 */
const STEP_TABS: Record<TeamRole, (status: string) => string | undefined> = {
  pp: () => "negosiasi",
  ppk: (status) => (normalizeStatus(status) === "confirmed" ? "negosiasi" : undefined),
  bendahara: () => "pembayaran",
  penerima: () => "penerimaan",
};

export const waitingOrderHref = (order: Pick<WaitingOrder, "id" | "role" | "status">) =>
  orderHref(order.id, STEP_TABS[order.role](order.status));

export const waitingTexts = {
  heading: "Menunggu tindakan Anda",
  unavailable: "Daftar pesanan yang menunggu tindakan Anda belum dapat dimuat. Silahkan muat ulang halaman.",
  deadline: (when: string) => `Batas waktu ${when}`,
} as const;
