// What a form action answers when it stays on the page, and how a page finds the answer of one of
// its forms. Isomorphic: the action builds it (utils/form.server.ts), the component reads it.
import type { SubmissionResult } from "@conform-to/react";

/** `useForm({ lastResult: reply?.result })`. */
export type FormReply<Extra extends object = Record<string, unknown>> = {
  /** Which form of the page answered (its submit button's `intent`). */
  intent?: string;
  result: SubmissionResult<string[]>;
  /** The upstream's message for the whole form (the "Peringatan !" box). */
  alert?: string;
  /** The upstream status behind `alert` (a page may react to e.g. 403 or 429). */
  upstreamStatus?: number;
  /** Extra data an intent returns to the page (e.g. the next region list). */
  extra?: Extra;
};

/**
 * The answer of the form posted with `intent` (any form when no intent is given), or undefined.
 * `match` narrows it to one of several forms with the same intent (one per line, say) by a field.
 */
export function replyFor<Extra extends object = Record<string, unknown>>(
  actionData: unknown,
  intent?: string,
  match?: { field: string; value: number | string },
): FormReply<Extra> | undefined {
  if (typeof actionData !== "object" || actionData === null || !("result" in actionData)) return undefined;
  const reply = actionData as FormReply<Extra>;
  if (intent !== undefined && reply.intent !== intent) return undefined;
  if (match && reply.result.initialValue?.[match.field] !== String(match.value)) return undefined;
  return reply;
}
