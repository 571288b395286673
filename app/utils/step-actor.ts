// Isomorphic: who took an order's step, in words ("Disetujui oleh Siti Aminah (PPK)", issue 25,
// decision 0154). The verb follows the step, read from the timeline entry's section; one table.
import type { TransactionLogEntry } from "@contract/order";
import { normalizeStatus } from "@contract/order-status";
import { roleShortNames } from "@contract/team";

export type ActorStep =
  "purchase-request" | "counter-offer" | "accept-deal" | "spk" | "receipt" | "payment-start" | "payment-proof";

/** The one table of verbs, by step. */
export const ACTOR_VERBS: Record<ActorStep, string> = {
  "purchase-request": "Diajukan",
  "counter-offer": "Ditawar",
  "accept-deal": "Disetujui",
  spk: "Disimpan",
  receipt: "Diterima",
  // Starting a payment is not paying: the money has not moved until the seller or the bank says so.
  "payment-start": "Dibuat",
  "payment-proof": "Diunggah",
};

const SECTION_STEPS: Readonly<Record<string, ActorStep>> = {
  "make order": "purchase-request",
  price: "counter-offer",
  "shipping cost": "counter-offer",
  receipt: "receipt",
  "request payment": "payment-start",
  "upload payment": "payment-proof",
};

/**
 * The step of an entry a member took. A status entry is named by its role: the PPK's is the SPK when
 * its title says so (saving it keeps or moves the status like accepting does), else accepting the
 * deal; the receiver's completes the receipt; the Bendahara's restarts a payment.
 */
export function actorStep(entry: Pick<TransactionLogEntry, "section_change" | "name_section_change" | "actor_role">) {
  const section = normalizeStatus(entry.section_change);
  if (section !== "status") return SECTION_STEPS[section] ?? null;
  switch (entry.actor_role) {
    case "ppk":
      return /\bSPK\b/i.test(entry.name_section_change) ? "spk" : "accept-deal";
    case "penerima":
      return "receipt";
    case "bendahara":
      return "payment-start";
    default:
      return null;
  }
}

/** "Disetujui oleh Siti Aminah (PPK)"; "Oleh … (Role)" for a step without a verb; null without a person. */
export function describeActor(
  entry: Pick<TransactionLogEntry, "section_change" | "name_section_change" | "actor_name" | "actor_role">,
): string | null {
  const name = entry.actor_name?.trim();
  if (!name) return null;
  const step = actorStep(entry);
  const role = entry.actor_role ? ` (${roleShortNames[entry.actor_role]})` : "";
  return `${step ? `${ACTOR_VERBS[step]} oleh` : "Oleh"} ${name}${role}`;
}
