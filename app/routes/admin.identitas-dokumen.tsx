// /admin/identitas-dokumen: the seller as its order papers name it (issue #24): legal name, NIB,
// NPWP or NITKU, the bank account buyers pay into and the person who signs. Papers made after a save
// carry the new identity; papers made before it read "superseded" on the public check.
import { getFormProps } from "@conform-to/react";
import { identityMessages, sellerIdentity } from "@contract/seller-identity";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useFlash } from "~/components/chrome/use-flash";
import { RouteErrorPage } from "~/components/error-page";
import { ErrorSummary, Field, FormAlert, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { getSellerIdentity, saveSellerIdentity } from "~/services/seller-identity.server";
import { adminForm } from "~/utils/admin-form.server";
import { adminPaths } from "~/utils/admin-hrefs";
import { requireSeller } from "~/utils/admin-session.server";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";
import { SITE_NAME } from "~/utils/site";

const ROUTE = adminPaths.identity;
const INTENT = "identity";

export const meta: MetaFunction = () => [{ title: `Identitas Dokumen | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  return { identity: await getSellerIdentity(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== INTENT) return unknownIntent(request, formData, ROUTE, String(formData.get("intent")));
  return adminForm({
    request,
    formData,
    route: ROUTE,
    intent: INTENT,
    sellerId,
    schema: sellerIdentity,
    work: (value) => saveSellerIdentity(request, value),
    to: ROUTE,
    done: identityMessages.saved,
  });
}

export default function AdminIdentity() {
  const { identity } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const reply = replyFor(useActionData<typeof action>(), INTENT);
  const [form, fields] = useShopForm({
    id: "identitas-dokumen",
    schema: sellerIdentity,
    lastResult: reply?.result,
    defaultValue: Object.fromEntries(Object.entries(identity).map(([key, value]) => [key, value ?? ""])),
  });
  return (
    <section className="admin-panel" aria-labelledby="admin-identity-title">
      <h1 id="admin-identity-title">Identitas Dokumen</h1>
      <p>
        Data ini dicetak pada Surat Pesanan, Surat Tagihan, Kwitansi dan Berita Acara Serah Terima setiap pesanan.
        Dokumen yang dibuat sebelum perubahan akan tercatat sebagai dokumen yang sudah digantikan.
      </p>
      <FormAlert tone="success" message={flash} />
      <FormAlert message={reply?.alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="admin-form">
        <AuthenticityTokenInput />
        <fieldset className="admin-form__group">
          <legend>Badan Usaha</legend>
          <Field meta={fields.legal_name} label="Nama Badan Usaha" autoComplete="organization" />
          <Field meta={fields.nib} label="NIB" hint="Nomor Induk Berusaha, 13 digit" inputMode="numeric" />
          <Field
            meta={fields.npwp}
            label="NPWP atau NITKU"
            hint="NPWP 16 digit, atau NITKU 22 digit"
            inputMode="numeric"
          />
        </fieldset>
        <fieldset className="admin-form__group">
          <legend>Rekening Pembayaran</legend>
          <Field meta={fields.bank_name} label="Nama Bank" />
          <Field meta={fields.bank_account_number} label="Nomor Rekening" inputMode="numeric" />
          <Field meta={fields.bank_account_name} label="Nama Pemilik Rekening" />
        </fieldset>
        <fieldset className="admin-form__group">
          <legend>Penanda Tangan</legend>
          <Field meta={fields.signatory_name} label="Nama Penanda Tangan" autoComplete="name" />
          <Field meta={fields.signatory_title} label="Jabatan Penanda Tangan" hint="Misalnya Direktur" />
        </fieldset>
        <SubmitButton intent={INTENT} className="button button--primary">
          Simpan
        </SubmitButton>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
