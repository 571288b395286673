// /profil/sunting-profil: the profile with its photo (cropped square), saved in one multipart post,
// and the change-password dialog (?modal=kata-sandi). Answers come back as server-rendered dialogs:
// the saved message, or 'Ooppsss' with the upstream's message (the e-mail in use also sits next to
// its field). A new e-mail waits for its link (decision 60): the e-mail field says so. Everything
// works without JavaScript; the cropper is the only JS-only part.
import type { User } from "@contract/auth";
import { PROFILE_PHOTO_MAX_BYTES, passwordForm, profileMessages } from "@contract/customer";
import { profileTexts } from "~/utils/labels";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useFlash } from "~/components/chrome/use-flash";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { DEFAULT_PROFILE_PHOTO } from "~/components/profile/profile-summary";
import { RouteErrorPage } from "~/components/error-page";
import { MessageDialog } from "~/components/ui/dialog";
import { PasswordDialog, ProfileForm } from "~/components/profile/profile-form";
import { profilePageForm } from "~/schemas/profile";
import { changePassword, getProfile, updateProfile } from "~/services/customer.server";
import profileEditCss from "~/styles/profile-edit.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, unknownIntent, type FormReply } from "~/utils/form.server";
import { logSubmission } from "~/utils/submission.server";
import { replyFor } from "~/utils/reply";
import { storageUrl } from "~/utils/image";
import { uploadTooLarge, withUploadForm } from "~/utils/upload.server";
import { parseQuery } from "~/utils/query.server";

const ROUTE = "/profil/sunting-profil";
const PASSWORD_MODAL = "kata-sandi";
const PASSWORD_ROUTE = `${ROUTE}?modal=${PASSWORD_MODAL}`;
const UPLOAD_LIMITS = { maxPartBytes: PROFILE_PHOTO_MAX_BYTES, maxFileBytes: PROFILE_PHOTO_MAX_BYTES };

const pageQuery = z.object({ modal: z.literal(PASSWORD_MODAL).optional().catch(undefined) });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileEditCss }];

export const meta: MetaFunction = () => [{ title: `Sunting Profil | ${SITE_NAME}` }];

/** The form's values as the inputs spell them. */
function formValues(user: User): Record<string, string> {
  return {
    name: user.name,
    instance_name: user.instance_name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    birthdate: user.birthdate ?? "",
    gender: user.gender === null ? "" : user.gender ? "1" : "0",
    nip: user.nip ?? "",
    name_pp: user.name_pp ?? "",
    name_ppk: user.name_ppk ?? "",
    kldi: user.kldi ?? "",
    lspe: user.lspe ?? "",
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = parseQuery(request, pageQuery);
  const user = await getProfile(request, userId);
  return data(
    {
      values: formValues(user),
      imageUrl: user.image ? storageUrl(user.image) : DEFAULT_PROFILE_PHOTO,
      pendingEmail: user.pending_email,
      passwordOpen: query.modal === PASSWORD_MODAL,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  return withUploadForm(request, UPLOAD_LIMITS, async (formData) => {
    if (!formData)
      return uploadTooLarge({
        request,
        route: ROUTE,
        intent: "profile",
        userId,
        message: profileMessages.imageSize,
        alert: true,
      });
    const intent = formData.get("intent");
    // A chosen file with no bytes is no photo: the form would otherwise read it as "no file" and save.
    const chosen = formData.get("image");
    if (intent === "profile" && chosen instanceof File && chosen.name !== "" && chosen.size === 0)
      return emptyPhoto(request, formData, userId);
    const common = { request, formData, route: ROUTE, userId };
    switch (intent) {
      case "profile":
        return handleForm({
          ...common,
          intent,
          schema: profilePageForm,
          // A file cannot go back into the page; the log shows it as name, type and size only.
          hideFields: ["image"],
          submit: async ({ image, crop_x, crop_y, crop_size, current_password, ...values }) => {
            const crop =
              crop_size !== undefined && crop_x !== undefined && crop_y !== undefined
                ? { x: crop_x, y: crop_y, size: crop_size }
                : undefined;
            const photo = image && image.size > 0 ? { file: image, crop } : undefined;
            const saved = await updateProfile(request, userId, values, photo, current_password);
            // A new e-mail waits for its link: say where the link went, not only "saved".
            const asked = saved.pending_email !== null && saved.pending_email === values.email;
            return redirectWithFlash(ROUTE, asked ? profileTexts.emailChangeSent(values.email) : profileMessages.saved);
          },
        });
      case "password":
        return handleForm({
          ...common,
          intent,
          schema: passwordForm,
          submit: async (value) => {
            // The spec's call resends the stored profile with the new password.
            await changePassword(request, await getProfile(request, userId), value);
            return redirectWithFlash(ROUTE, profileTexts.updated);
          },
        });
      default:
        return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
    }
  });
}

function emptyPhoto(request: Request, formData: FormData, userId: number) {
  const message = profileMessages.imageFormat;
  logSubmission({
    request,
    route: ROUTE,
    intent: "profile",
    userId,
    formData,
    outcome: "invalid",
    failingFields: ["image"],
    errors: { image: [message] },
    startedAt: Date.now(),
  });
  return data<FormReply>(
    { intent: "profile", result: { status: "error", error: { image: [message] } }, alert: message },
    { status: 400 },
  );
}

export default function ProfileEditPage() {
  const { values, imageUrl, pendingEmail, passwordOpen } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const profileReply = replyFor(actionData, "profile");
  const passwordReply = replyFor(actionData, "password");
  // Spec: the first e-mail message when the answer has one, else the answer's message.
  const emailError = profileReply?.result.error?.email?.[0];
  const failure = profileReply?.alert ? (emailError ?? profileReply.alert) : undefined;
  return (
    <section className="profile-edit" aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title" className="profile-edit__title">
        Sunting Profil
      </h1>
      <ProfileForm
        // A new load (after a save) starts a fresh form: no chosen file, no cropper, the stored values.
        key={profileReply ? "posted" : `${imageUrl}|${pendingEmail}|${Object.values(values).join("|")}`}
        action={ROUTE}
        imageUrl={imageUrl}
        emailHint={pendingEmail ? profileTexts.emailPending(pendingEmail) : undefined}
        defaultValue={values}
        lastResult={profileReply?.result}
        passwordHref={PASSWORD_ROUTE}
      />
      {passwordOpen || passwordReply ? (
        <PasswordDialog
          action={PASSWORD_ROUTE}
          closeHref={ROUTE}
          lastResult={passwordReply?.result}
          alert={passwordReply?.alert}
        />
      ) : null}
      {failure ? <MessageDialog title="Ooppsss" message={failure} tone="danger" signature={actionData} /> : null}
      {flash && !failure ? <MessageDialog title="Berhasil" message={flash} signature={flash} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
