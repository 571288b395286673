// /undangan?token=…: the invitation link of the mail (issue 25, decision 0151). It says who invites to
// which work unit with which roles. A visitor is sent to log in (and back here) or to register with the
// invited address; a logged-in buyer accepts with one form, then lands on /profil/tim. An unknown, used,
// revoked or expired link is a 404 saying so. The token is a secret: never logged, never echoed.
import { invitationAcceptForm, roleTitles, teamMessages } from "@contract/team";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as z from "zod";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { InfoPage } from "~/components/info-page";
import { SubmitButton } from "~/components/ui/submit-button";
import { thrownStatus } from "~/services/api-client.server";
import { acceptInvitation, getInvitation } from "~/services/team.server";
import teamCss from "~/styles/team.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { handleForm } from "~/utils/form.server";
import { formatDate } from "~/utils/format";
import { searchObject } from "~/utils/query.server";
import { loginUrl } from "~/utils/redirect-to";
import { replyFor, type FormReply } from "~/utils/reply";
import { getUserId } from "~/utils/session.server";
import { SITE_NAME } from "~/utils/site";
import { INVITATION_ROUTE, invitationHref, TEAM_ROUTE } from "~/utils/team";

const TITLE = "Undangan Satuan Kerja";
const ACCEPT_INTENT = "accept";

const pageQuery = z.object({ token: invitationAcceptForm.shape.token });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: teamCss }];

export const meta: MetaFunction = () => [{ title: `${TITLE} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

const invalid = () => data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ request }: LoaderFunctionArgs) {
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) return invalid();
  const { token } = query.data;
  try {
    const [invitation, userId] = await Promise.all([getInvitation(request, token), getUserId(request)]);
    return data(
      {
        found: true as const,
        invitation,
        token,
        loggedIn: userId !== undefined,
        loginHref: loginUrl(invitationHref(token)),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (thrownStatus(error) === 404) return invalid();
    throw error;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const token = formData.get("token");
  return handleForm({
    request,
    formData,
    route: INVITATION_ROUTE,
    intent: ACCEPT_INTENT,
    userId,
    schema: invitationAcceptForm,
    // Used, revoked or expired since the page was shown: the page says so.
    ignore: {
      statuses: [404],
      respond: () => redirect(typeof token === "string" ? invitationHref(token) : INVITATION_ROUTE),
    },
    submit: async ({ token: accepted }) => {
      await acceptInvitation(request, accepted);
      return redirectWithFlash(TEAM_ROUTE, teamMessages.joined);
    },
  });
}

export default function InvitationPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = replyFor(useActionData<typeof action>() as FormReply | undefined, ACCEPT_INTENT);
  if (!loaded.found) {
    return (
      <InfoPage title={TITLE}>
        <p role="status">{teamMessages.invitationInvalid}</p>
        <p>Silahkan minta pemilik satuan kerja mengirim undangan baru.</p>
      </InfoPage>
    );
  }
  const { invitation, token, loggedIn, loginHref } = loaded;
  return (
    <InfoPage title={TITLE}>
      <div className="invitation">
        <p>
          <strong>{invitation.invited_by}</strong> mengundang <strong>{invitation.email}</strong> bergabung dengan
          satuan kerja <strong>{invitation.work_unit}</strong>.
        </p>
        <p>
          Peran: {invitation.roles.map((role) => roleTitles[role]).join(", ")}. Undangan berlaku sampai{" "}
          <time dateTime={invitation.expires_at}>{formatDate(invitation.expires_at, "DD MMMM YYYY HH:mm")} WITA</time>.
        </p>
        <FormAlert message={reply?.alert} />
        {loggedIn ? (
          <Form method="post" className="invitation__actions">
            <AuthenticityTokenInput />
            <input type="hidden" name="token" value={token} />
            <SubmitButton intent={ACCEPT_INTENT} className="button button--primary">
              Terima undangan
            </SubmitButton>
          </Form>
        ) : (
          <>
            <p>
              Silahkan masuk dengan akun email {invitation.email} untuk menerima undangan. Belum punya akun? Daftar
              dengan email tersebut, verifikasi email Anda, lalu buka kembali tautan undangan ini.
            </p>
            <div className="invitation__actions">
              <Link to={loginHref} className="button button--primary">
                Masuk
              </Link>
              <Link to="/register" className="button button--outline">
                Daftar
              </Link>
            </div>
          </>
        )}
      </div>
    </InfoPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
