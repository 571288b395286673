// The unit's members: name, e-mail, NIP and roles; for the owner, each member's roles form and the
// "Keluarkan" link (its confirmation is a page state, `?modal=keluarkan&id=`, so it works without JS).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { memberRolesForm, roleTitles, type TeamMember } from "@contract/team";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormAlert, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormReply } from "~/utils/reply";
import { replyFor } from "~/utils/reply";
import { removeHref, TEAM_INTENTS } from "~/utils/team";
import { RolesFieldset } from "./roles-fieldset";

export function MemberList({
  members,
  manage,
  reply,
}: {
  members: TeamMember[];
  /** The owner: roles forms and removal. */
  manage: boolean;
  reply?: FormReply;
}) {
  return (
    <section className="profile-panel team-section" aria-labelledby="anggota-title">
      <h2 id="anggota-title" className="team-section__title">
        Anggota
      </h2>
      <ul className="team-members">
        {members.map((member) => {
          const match = { field: "customer_id", value: member.customer_id };
          return (
            <li key={member.customer_id} className="team-member" data-testid="team-member">
              <MemberFacts member={member} />
              {manage ? <MemberRolesForm member={member} reply={replyFor(reply, TEAM_INTENTS.roles, match)} /> : null}
              {manage ? (
                <>
                  <FormAlert message={replyFor(reply, TEAM_INTENTS.remove, match)?.alert} />
                  {member.is_owner ? null : (
                    <Link to={removeHref(member.customer_id)} className="button button--outline team-member__remove">
                      Keluarkan<span className="sr-only"> {member.name}</span>
                    </Link>
                  )}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MemberFacts({ member }: { member: TeamMember }) {
  return (
    <div className="team-member__facts">
      <p className="team-member__name">
        {member.name} {member.is_owner ? <span className="team-badge">Pemilik</span> : null}
      </p>
      <dl className="team-member__details">
        <div>
          <dt>Email</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>NIP</dt>
          <dd>{member.nip ?? "-"}</dd>
        </div>
        <div>
          <dt>Peran</dt>
          <dd>{member.roles.map((role) => roleTitles[role]).join(", ")}</dd>
        </div>
      </dl>
    </div>
  );
}

function MemberRolesForm({ member, reply }: { member: TeamMember; reply?: FormReply }) {
  const [form, fields] = useShopForm({
    id: `peran-${member.customer_id}`,
    schema: memberRolesForm,
    lastResult: reply?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { customer_id: String(member.customer_id), roles: member.roles },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="team-form team-form--inline">
      <AuthenticityTokenInput />
      <FormAlert message={reply?.alert} />
      <input type="hidden" name="customer_id" value={member.customer_id} />
      <RolesFieldset meta={fields.roles} legend={`Peran ${member.name}`} />
      <SubmitButton intent={TEAM_INTENTS.roles} className="button button--primary">
        Simpan peran<span className="sr-only"> {member.name}</span>
      </SubmitButton>
    </Form>
  );
}
