// The owner's invitation: an e-mail and the roles the colleague will hold (the contract's schema on
// both sides; the API's refusals beside the fields or in the form's alert).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inviteForm } from "@contract/team";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, Field, FormAlert, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { TEAM_INTENTS } from "~/utils/team";
import { RolesFieldset } from "./roles-fieldset";

export function InviteForm({ lastResult, alert }: { lastResult?: SubmissionResult<string[]>; alert?: string }) {
  const [form, fields] = useShopForm({ id: "undang-anggota", schema: inviteForm, lastResult });
  return (
    <section className="profile-panel team-section" aria-labelledby="undang-anggota-title">
      <h2 id="undang-anggota-title" className="team-section__title">
        Undang Anggota
      </h2>
      <p className="field__hint">
        Anggota yang diundang menerima email berisi tautan untuk bergabung. Tautan berlaku 7 hari.
      </p>
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={{ email: fields.email, roles: fields.roles }} />
      <Form method="post" {...getFormProps(form)} className="team-form">
        <AuthenticityTokenInput />
        <Field meta={fields.email} label="Email" type="email" autoComplete="off" inputMode="email" />
        <RolesFieldset meta={fields.roles} legend="Peran" />
        <SubmitButton intent={TEAM_INTENTS.invite} className="button button--primary">
          Kirim Undangan
        </SubmitButton>
      </Form>
    </section>
  );
}
