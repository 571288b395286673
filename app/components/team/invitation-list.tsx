// The owner's open invitations, each with "Batalkan undangan".
import type { TeamAnswer } from "@contract/team";
import { roleTitles } from "@contract/team";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormAlert } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate } from "~/utils/format";
import { replyFor, type FormReply } from "~/utils/reply";
import { TEAM_INTENTS } from "~/utils/team";

export function InvitationList({ invitations, reply }: { invitations: TeamAnswer["invitations"]; reply?: FormReply }) {
  return (
    <section className="profile-panel team-section" aria-labelledby="undangan-title">
      <h2 id="undangan-title" className="team-section__title">
        Undangan Terbuka
      </h2>
      <FormAlert message={replyFor(reply, TEAM_INTENTS.revoke)?.alert} />
      {invitations.length === 0 ? (
        <p>Tidak ada undangan yang menunggu.</p>
      ) : (
        <ul className="team-members">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="team-member" data-testid="team-invitation">
              <div className="team-member__facts">
                <p className="team-member__name">{invitation.email}</p>
                <p>
                  {invitation.roles.map((role) => roleTitles[role]).join(", ")} · berlaku sampai{" "}
                  <time dateTime={invitation.expires_at}>{formatDate(invitation.expires_at, "DD MMMM YYYY")}</time>
                </p>
              </div>
              <Form method="post" className="team-form--inline">
                <AuthenticityTokenInput />
                <input type="hidden" name="invitation_id" value={invitation.id} />
                <SubmitButton intent={TEAM_INTENTS.revoke} className="button button--outline">
                  Batalkan undangan<span className="sr-only"> untuk {invitation.email}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
