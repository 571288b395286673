// /profil/tim: the work unit's people (issue 25, decisions 0150 and 0151). Everyone sees the members
// and their roles; the owner also invites (e-mail and roles), changes roles, removes a member (a
// confirmation that is a page state, `?modal=keluarkan&id=`) and revokes open invitations. Each form
// posts here with its `intent`; the API's refusals (the last holder of a role, owner only) come back as
// the form's alert.
import { idParam } from "@contract/envelope";
import {
  invitationRevokeForm,
  inviteForm,
  memberRemoveForm,
  memberRolesForm,
  roleTitles,
  teamMessages,
} from "@contract/team";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { useFlash } from "~/components/chrome/use-flash";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { InvitationList } from "~/components/team/invitation-list";
import { InviteForm } from "~/components/team/invite-form";
import { MemberList } from "~/components/team/member-list";
import { RemoveMemberDialog } from "~/components/team/remove-member-dialog";
import { getTeam, inviteMember, removeMember, revokeInvitation, setMemberRoles } from "~/services/team.server";
import teamCss from "~/styles/team.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import { replyFor, type FormReply } from "~/utils/reply";
import { SITE_NAME } from "~/utils/site";
import { REMOVE_MODAL, TEAM_INTENTS, TEAM_ROUTE, teamTexts } from "~/utils/team";

const pageQuery = z.object({
  modal: z.literal(REMOVE_MODAL).optional().catch(undefined),
  id: idParam.optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: teamCss }];

export const meta: MetaFunction = () => [{ title: `Tim Satuan Kerja | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = parseQuery(request, pageQuery);
  const team = await getTeam(request);
  const removing =
    team.is_owner && query.modal === REMOVE_MODAL
      ? (team.members.find((member) => member.customer_id === query.id && !member.is_owner) ?? null)
      : null;
  return data({ team, removing }, { headers: { "Cache-Control": "no-store" } });
}

/** Each intent: its schema, the upstream call and the flash after it. */
const forms = {
  [TEAM_INTENTS.invite]: {
    schema: inviteForm,
    submit: (request: Request, value: z.output<typeof inviteForm>) => inviteMember(request, value),
    flash: teamMessages.invited,
  },
  [TEAM_INTENTS.roles]: {
    schema: memberRolesForm,
    submit: (request: Request, value: z.output<typeof memberRolesForm>) => setMemberRoles(request, value),
    flash: teamTexts.rolesSaved,
  },
  [TEAM_INTENTS.remove]: {
    schema: memberRemoveForm,
    submit: (request: Request, value: z.output<typeof memberRemoveForm>) => removeMember(request, value),
    flash: teamTexts.removed,
  },
  [TEAM_INTENTS.revoke]: {
    schema: invitationRevokeForm,
    submit: (request: Request, value: z.output<typeof invitationRevokeForm>) => revokeInvitation(request, value),
    flash: teamTexts.revoked,
  },
} as const;

const isIntent = (intent: unknown): intent is keyof typeof forms => typeof intent === "string" && intent in forms;

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return unknownIntent(request, formData, TEAM_ROUTE, typeof intent === "string" ? intent : null);
  }
  const form = forms[intent] as {
    schema: z.ZodType;
    submit: (request: Request, value: unknown) => Promise<unknown>;
    flash: string;
  };
  return handleForm({
    request,
    formData,
    route: TEAM_ROUTE,
    intent,
    userId,
    schema: form.schema,
    // An invitation revoked meanwhile (another tab): the list as it is now says enough.
    ignore: intent === TEAM_INTENTS.revoke ? { statuses: [404], respond: () => redirect(TEAM_ROUTE) } : undefined,
    submit: async (value) => {
      await form.submit(request, value);
      return redirectWithFlash(TEAM_ROUTE, form.flash);
    },
  });
}

export default function TeamPage() {
  const { team, removing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  const flash = useFlash();
  const inviteReply = replyFor(reply, TEAM_INTENTS.invite);
  return (
    <section className="team" aria-labelledby="team-title">
      <h1 id="team-title" className="team__title">
        Tim Satuan Kerja
      </h1>
      <p className="team__unit">
        Satuan kerja: <strong>{team.name}</strong>
      </p>
      <FormAlert tone="success" message={flash} />
      <p className="team__mine" data-testid="my-roles">
        Peran Anda: {team.my_roles.map((role) => roleTitles[role]).join(", ")}
        {team.is_owner ? " (Pemilik)" : ""}
      </p>
      <MemberList members={team.members} manage={team.is_owner} reply={reply} />
      {team.is_owner ? (
        <>
          {/* A sent invitation starts a fresh form: with JavaScript the page is not reloaded, and the
              roles ticked for one colleague would go to the next. */}
          <InviteForm
            key={team.invitations.map((invitation) => invitation.id).join(",")}
            lastResult={inviteReply?.result}
            alert={inviteReply?.alert}
          />
          <InvitationList invitations={team.invitations} reply={reply} />
        </>
      ) : (
        <p className="field__hint">Hanya pemilik satuan kerja yang dapat mengundang anggota dan mengubah peran.</p>
      )}
      {removing ? <RemoveMemberDialog member={removing} closeHref={TEAM_ROUTE} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
