// The seller's one-field reply (a review, a complaint, a chat message): a plain POST with its
// `intent` and the item's `id`, the message beside the field, what was typed kept on a refusal.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { TextareaField, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { replyForm } from "~/schemas/admin";

type ReplyFormProps = {
  id: number;
  /** The field's label, also the schema's message subject ("Tanggapan"). */
  label: string;
  button: string;
  intent?: string;
  defaultValue?: string;
  lastResult?: SubmissionResult<string[]>;
};

export function ReplyForm({ id, label, button, intent = "reply", defaultValue, lastResult }: ReplyFormProps) {
  const [form, fields] = useShopForm({
    id: `${intent}-${id}`,
    schema: replyForm(label),
    lastResult,
    defaultValue: { id: String(id), reply: defaultValue ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="admin-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={id} />
      <TextareaField meta={fields.reply} label={label} />
      <SubmitButton intent={intent} className="button button--primary">
        {button}
      </SubmitButton>
    </Form>
  );
}
