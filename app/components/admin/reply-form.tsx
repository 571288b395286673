// The seller's one-field reply (a review, a complaint, a chat message): a plain POST with its
// `intent` (and the item's `id` where a page lists several), the message beside the field, what was
// typed kept on a refusal.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type * as z from "zod";
import { TextareaField, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";

type ReplyFormProps = {
  formId: string;
  schema: z.ZodType;
  /** The text field's name in the schema (`respon_notes`, `respon_admin`, `message`). */
  field: string;
  label: string;
  button: string;
  intent: string;
  /** The item answered, when the page lists several. */
  itemId?: number;
  defaultValue?: string;
  lastResult?: SubmissionResult<string[]>;
};

export function ReplyForm(props: ReplyFormProps) {
  const { formId, schema, field, label, button, intent, itemId, defaultValue, lastResult } = props;
  const [form, fields] = useShopForm({
    id: formId,
    schema,
    lastResult,
    defaultValue: { [field]: defaultValue ?? "", ...(itemId === undefined ? {} : { id: String(itemId) }) },
  });
  const meta = fields[field];
  if (!meta) return null;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="admin-form">
      <AuthenticityTokenInput />
      {itemId === undefined ? null : <input type="hidden" name="id" value={itemId} />}
      <TextareaField meta={meta} label={label} />
      <SubmitButton intent={intent} className="button button--primary">
        {button}
      </SubmitButton>
    </Form>
  );
}
