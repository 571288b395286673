// The action side of the one form loop: CSRF → honeypot → parse → submit → reply or redirect,
// with exactly one log line per submission. Every form action in the shop goes through here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type * as z from "zod";
import { ApiError, ApiValidationError, thrownStatus } from "~/services/api-client.server";
import { assertCsrf } from "./csrf.server";
import { errorPageData } from "./errors";
import { assertHoneypot, honeypotFieldNames } from "./honeypot.server";
import type { FormReply } from "./reply";
import { logSubmission, type SubmissionOutcome } from "./submission.server";
import { readFormData } from "./form-data.server";

/** The upstream could not answer: timed out, unreachable or failing. */
const UNAVAILABLE = new Set([502, 503, 504]);

export type { FormReply };

/** Never sent back into the page, whatever happens. */
export const SECRET_FIELDS = ["password", "password_confirmation", "old_password", "current_password", "token"];

export type HandleFormOptions<Schema extends z.ZodType, Extra extends object> = {
  request: Request;
  /** The form data, when the action has already read it (to switch on its intent). */
  formData?: FormData;
  /** The route's URL, for the log. */
  route: string;
  schema: Schema;
  intent?: string;
  /** Public forms (login, register, password): check the honeypot too. */
  honeypot?: boolean;
  userId?: number;
  /** Fields whose typed value is not sent back; the secrets always are left out. */
  hideFields?: string[];
  /** More data for the page when the form stays on it (invalid or refused), e.g. the region lists. */
  extra?: () => Promise<Extra>;
  /**
   * An unavailable upstream (502/503/504) answers the form with the error text and the typed values
   * kept (default), rather than the error page that would lose what was typed (a chat message).
   * false: the error page (the purchase request, whose page says where to check).
   */
  keepOnUnavailable?: boolean;
  /**
   * Upstream refusals the spec says to ignore silently (the checkout's address create: a 404): the
   * submission is logged as a warning and `respond` answers, showing nothing (the page as it was).
   */
  ignore?: { statuses: readonly number[]; respond: () => Response };
  /** The work; a redirect (Post/Redirect/Get) on success. ApiError / ApiValidationError become form errors. */
  submit: (value: z.output<Schema>) => Promise<Response>;
};

/** Parses, submits and answers one form post; see the file comment. */
export async function handleForm<Schema extends z.ZodType, Extra extends object = Record<string, unknown>>(
  options: HandleFormOptions<Schema, Extra>,
) {
  const { request, route, schema, intent, userId } = options;
  const startedAt = Date.now();
  const formData = options.formData ?? (await readFormData(request));
  const log = (
    outcome: SubmissionOutcome,
    extra: { failingFields?: string[]; errors?: Record<string, string[]>; upstreamStatus?: number } = {},
  ) => logSubmission({ request, route, intent, userId, formData, outcome, startedAt, ...extra });

  try {
    await assertCsrf(request, formData);
    if (options.honeypot) assertHoneypot(formData);
  } catch (error) {
    log("forbidden", { upstreamStatus: thrownStatus(error) });
    throw error;
  }

  const submission = parseWithZod(formData, { schema });
  const hideFields = [...SECRET_FIELDS, ...(options.hideFields ?? [])];
  if (submission.status !== "success") {
    log("invalid", { failingFields: Object.keys(submission.error ?? {}), errors: fieldMessages(submission.error) });
    return data<FormReply<Extra>>(
      { intent, result: submission.reply({ hideFields }), extra: await options.extra?.() },
      { status: 400 },
    );
  }

  try {
    const response = await options.submit(submission.value);
    log("ok");
    return response;
  } catch (error) {
    const refusal = error instanceof ApiError ? error.status : thrownStatus(error);
    if (refusal !== undefined && options.ignore?.statuses.includes(refusal)) {
      log("upstream_error", { upstreamStatus: refusal });
      return options.ignore.respond();
    }
    if (error instanceof ApiValidationError) {
      log("upstream_error", {
        upstreamStatus: error.status,
        failingFields: Object.keys(error.fieldErrors),
        errors: { ...fieldMessages(error.fieldErrors), "": [error.message] },
      });
      const result = submission.reply({ hideFields, fieldErrors: error.fieldErrors });
      const extra = await options.extra?.();
      return data<FormReply<Extra>>(
        { intent, result, alert: error.message, upstreamStatus: error.status, extra },
        { status: error.status },
      );
    }
    if (error instanceof ApiError) {
      log("upstream_error", { upstreamStatus: error.status, errors: { "": [error.message] } });
      const result = submission.reply({ hideFields, formErrors: [error.message] });
      const extra = await options.extra?.();
      return data<FormReply<Extra>>(
        { intent, result, alert: error.message, upstreamStatus: error.status, extra },
        { status: error.status },
      );
    }
    const status = thrownStatus(error);
    if (status !== undefined && UNAVAILABLE.has(status) && options.keepOnUnavailable !== false) {
      log("upstream_error", { upstreamStatus: status });
      const { message } = errorPageData(status);
      const result = submission.reply({ hideFields, formErrors: [message] });
      const extra = await options.extra?.();
      return data<FormReply<Extra>>({ intent, result, alert: message, upstreamStatus: status, extra }, { status });
    }
    // A redirect (401 → /login), a 404 or the error page asked for: logged, then Remix takes it.
    log("upstream_error", { upstreamStatus: status ?? 500 });
    throw error;
  }
}

/** The messages per field, fields without one left out (Conform keeps a `null` for a cleared one). */
function fieldMessages(errors: Record<string, readonly string[] | null | undefined> | null | undefined) {
  const messages: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors ?? {})) if (list?.length) messages[name] = [...list];
  return messages;
}

/**
 * An intent that only re-renders the form with more choices (the no-JS "Pilih" button of the
 * region selects): checked and logged like a submission, typed values kept, no errors shown.
 */
export async function replayForm<Extra extends object>(options: {
  request: Request;
  formData: FormData;
  route: string;
  intent: string;
  honeypot?: boolean;
  userId?: number;
  extra: Extra;
}) {
  const { request, formData, route, intent, userId } = options;
  const startedAt = Date.now();
  try {
    await assertCsrf(request, formData);
    if (options.honeypot) assertHoneypot(formData);
  } catch (error) {
    logSubmission({
      request,
      route,
      intent,
      userId,
      formData,
      outcome: "forbidden",
      upstreamStatus: thrownStatus(error),
      startedAt,
    });
    throw error;
  }
  logSubmission({ request, route, intent, userId, formData, outcome: "ok", startedAt });
  const initialValue: Record<string, string> = {};
  const skipped = new Set([...SECRET_FIELDS, ...Object.values(honeypotFieldNames), "csrf", "intent"]);
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && !skipped.has(name) && !name.startsWith("__")) {
      initialValue[name] = value;
    }
  }
  const result: SubmissionResult<string[]> = { initialValue };
  return data<FormReply<Extra>>({ intent, result, extra: options.extra });
}

/** An intent the page does not know: a 400, logged like any submission. */
export function unknownIntent(request: Request, formData: FormData, route: string, intent: string | null): never {
  logSubmission({
    request,
    route,
    intent: intent ?? undefined,
    formData,
    outcome: "invalid",
    failingFields: ["intent"],
    startedAt: Date.now(),
  });
  throw data(
    {
      title: "Permintaan tidak valid",
      message: "Permintaan tidak dapat diproses. Silahkan periksa kembali data Anda.",
    },
    { status: 400 },
  );
}
