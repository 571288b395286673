// The message box and 'Kirim pesan': a plain post (Post/Redirect/Get) through the one form loop.
// The button is disabled while sending; after a send the page comes back with the box empty
// (the route keys this form on the newest message of the buyer, so it starts afresh).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { chatReplyForm } from "@contract/chat";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, TextareaField, useShopForm } from "~/components/forms";
import { CHAT_ROUTE, chatTexts, SEND_INTENT } from "~/utils/chat-model";
import { SubmitButton, useIsPending } from "~/components/ui/submit-button";

export function ChatForm({ lastResult, prefill }: { lastResult?: SubmissionResult<string[]>; prefill: string }) {
  const [form, fields] = useShopForm({
    id: "chat",
    schema: chatReplyForm,
    lastResult,
    defaultValue: { message: prefill },
  });
  const sending = useIsPending({ intent: SEND_INTENT });
  return (
    <div className="chat-form">
      <ErrorSummary form={form} fields={fields} />
      <Form
        method="post"
        action={CHAT_ROUTE}
        {...getFormProps(form)}
        noValidate
        className="chat-form__form"
        aria-busy={sending || undefined}
      >
        <AuthenticityTokenInput />
        <TextareaField meta={fields.message} label={chatTexts.label} rows={3} />
        <div className="chat-form__actions">
          <SubmitButton intent={SEND_INTENT} className="button button--primary">
            {chatTexts.send}
          </SubmitButton>
          {sending ? (
            <span className="chat-form__status" role="status">
              {chatTexts.sending}
            </span>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
