// /example/bpd-payment?id_transaksi={id}: the regional-bank (BPD) transfer page (spec "Bank payment
// page"): buyer, purchase date, invoice, 'bank transfer', the deadline in WITA, the total, the QRIS
// and virtual-account instructions, and the upload-proof dialog (`&modal=upload` without JavaScript).
// A sent proof answers 'Selamat File Anda telah dikirim' (`&hasil=terkirim`), whose Oke goes to the
// order; a refused one keeps the dialog open with the spec's message in its warning box.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { idParam } from "@contract/envelope";
import {
  PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH,
  PAYMENT_PROOF_ACCEPT,
  PAYMENT_PROOF_MAX_BYTES,
  paymentMessages,
  type BuyerPayment,
} from "@contract/payment";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as z from "zod";
import { RouteErrorPage } from "~/components/error-page";
import { ErrorSummary, Field, FormAlert, useShopForm } from "~/components/forms";
import {
  deadlineText,
  FactList,
  invoiceFacts,
  PURCHASE_DATE_PATTERN,
  QrisSteps,
  VirtualAccountSteps,
} from "~/components/payment/payment-parts";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { emptyProofMessage, paymentProofForm } from "~/schemas/payment";
import { findPayment, uploadPaymentProof } from "~/services/payment.server";
import paymentCss from "~/styles/payment.css";
import { requireUser } from "~/utils/auth.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { qrImageSrc } from "~/utils/qr-code.server";
import { formatDate, formatRupiah } from "~/utils/format";
import { orderHref } from "~/utils/hrefs";
import { paymentPaths } from "~/utils/payment-hrefs";
import { searchObject } from "~/utils/query.server";
import { replyFor } from "~/utils/reply";
import { SITE_NAME } from "~/utils/site";
import { uploadTooLarge, withUploadForm } from "~/utils/upload.server";

const ROUTE = "/example/bpd-payment";
const UPLOAD_MODAL = "upload";
const SENT = "terkirim";
// Read well past the 2 MB rule, so a proof a little too large is told beside its field by the schema
// after the whole body has arrived: a reply sent while the browser is still uploading can reach it as a
// reset connection instead of a page. Only a much larger body is cut off as it streams in.
const UPLOAD_LIMITS = { maxPartBytes: 4 * PAYMENT_PROOF_MAX_BYTES, maxFileBytes: 4 * PAYMENT_PROOF_MAX_BYTES };

const pageQuery = z.object({ id_transaksi: idParam });
const stateQuery = z.object({
  modal: z.literal(UPLOAD_MODAL).optional().catch(undefined),
  hasil: z.literal(SENT).optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentCss }];

export const meta: MetaFunction = () => [{ title: `Pembayaran Transfer Bank | ${SITE_NAME}` }];

function transactionIdOf(request: Request): number {
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  return query.data.id_transaksi;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const transactionId = transactionIdOf(request);
  const payment = await findPayment(request, transactionId);
  // Only a bank transfer has this page; anything else is on the order's Pembayaran tab.
  if (!payment || payment.payment_service !== "BPD") throw redirect(orderHref(transactionId, "pembayaran"));
  const qrImage = payment.qris_payload ? await qrImageSrc(payment.qris_payload) : null;
  return data({ payment, qrImage }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const transactionId = transactionIdOf(request);
  return withUploadForm(request, UPLOAD_LIMITS, async (formData) => {
    if (!formData)
      return uploadTooLarge({
        request,
        route: ROUTE,
        intent: "proof",
        userId,
        message: paymentMessages.imageSize,
        alert: true,
      });
    const intent = formData.get("intent");
    if (intent !== "proof") return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      userId,
      schema: paymentProofForm,
      // A file cannot go back into the page; the log shows it as name, type and size only.
      hideFields: ["image"],
      submit: async (value) => {
        await uploadPaymentProof(request, { id: transactionId, ...value });
        return redirect(`${paymentPaths.bank(transactionId)}&hasil=${SENT}`);
      },
    });
  });
}

export default function BankPaymentPage() {
  const { payment, qrImage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = replyFor(actionData, "proof");
  const [searchParams] = useSearchParams();
  const state = stateQuery.parse(Object.fromEntries(searchParams));
  const id = payment.transaction.id;
  const canUpload = payment.status !== "success";
  return (
    <div className="container payment-page">
      <section className="panel payment-page" aria-labelledby="bpd-title">
        <h1 id="bpd-title">Pembayaran Transfer Bank</h1>
        <PaymentFacts payment={payment} />
        <VirtualAccountSteps payment={payment} />
        <QrisSteps payment={payment} qrImage={qrImage} />
        <p className="payment-page__actions">
          {canUpload ? (
            <Link to={paymentPaths.bank(id, UPLOAD_MODAL)} className="button button--primary" preventScrollReset>
              Upload Bukti Pembayaran
            </Link>
          ) : null}
          <Link to={orderHref(id)} className="button button--outline">
            Kembali ke Detail Transaksi
          </Link>
        </p>
      </section>
      {canUpload && (state.modal === UPLOAD_MODAL || reply) ? (
        <ProofDialog transactionId={id} payment={payment} lastResult={reply?.result} alert={reply?.alert} />
      ) : null}
      {state.hasil === SENT ? <SentDialog transactionId={id} /> : null}
    </div>
  );
}

function PaymentFacts({ payment }: { payment: BuyerPayment }) {
  return (
    <FactList
      testId="bpd-facts"
      facts={[
        { label: "Nama Pembeli", value: payment.transaction.customer_name },
        { label: "Tanggal Pembelian", value: formatDate(payment.transaction.created_at, PURCHASE_DATE_PATTERN) },
        ...invoiceFacts(payment, { label: "Metode Pembayaran", value: "bank transfer" }),
        { label: "Bayar Sebelum", value: payment.expired_date ? deadlineText(payment.expired_date) : "-" },
        { label: "Total Pembayaran", value: formatRupiah(payment.nominal), testId: "bpd-total" },
      ]}
    />
  );
}

function ProofDialog({
  transactionId,
  payment,
  lastResult,
  alert,
}: {
  transactionId: number;
  payment: BuyerPayment;
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
}) {
  // A second proof (after a rejected one) is usually from the same account: start from the last one's.
  const [form, fields] = useShopForm({
    id: "proof",
    schema: paymentProofForm,
    lastResult,
    defaultValue: {
      account_name: payment.account_name ?? "",
      account_number: payment.account_number ?? "",
      bank_name: payment.bank_name ?? "",
    },
  });
  const closeHref = paymentPaths.bank(transactionId);
  // The API's or the size's message, or 'mohon untuk mengisi data terlebih dahulu' for an empty form.
  const message = alert ?? form.errors?.[0] ?? emptyProofMessage(form.allErrors);
  const { key, ...fileProps } = getInputProps(fields.image, { type: "file" });
  return (
    <Dialog title="Upload Bukti Pembayaran" closeHref={closeHref}>
      <FormAlert message={message} />
      <ErrorSummary form={form} fields={fields} />
      <Form
        method="post"
        action={closeHref}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="order-form__body"
      >
        <AuthenticityTokenInput />
        <Field meta={fields.account_name} label="Atas Nama" autoComplete="name" />
        <Field
          meta={fields.account_number}
          label="Nomor Rekening"
          inputMode="numeric"
          typingMax={PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH}
          digitsOnly
        />
        <Field meta={fields.bank_name} label="Nama Bank" />
        <div className="field">
          <label htmlFor={fields.image.id} className="field__label">
            Bukti Pembayaran
          </label>
          <p id={`${fields.image.id}-hint`} className="field__hint">
            jpg, jpeg, png, webp atau pdf, paling besar 2 MB.
          </p>
          <input
            key={key}
            {...fileProps}
            aria-describedby={[`${fields.image.id}-hint`, fields.image.errors ? fields.image.errorId : ""]
              .filter(Boolean)
              .join(" ")}
            accept={PAYMENT_PROOF_ACCEPT}
            className="field__control"
          />
          <p id={fields.image.errorId} className="field__error">
            {fields.image.errors?.join(" ")}
          </p>
        </div>
        <div className="order-form__actions">
          <SubmitButton intent="proof" className="button button--primary">
            Kirim
          </SubmitButton>
          <Link to={closeHref} className="button button--outline" replace preventScrollReset>
            Batal
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

function SentDialog({ transactionId }: { transactionId: number }) {
  return (
    <Dialog title="Berhasil" tone="success" closeHref={orderHref(transactionId, "pembayaran")} describedBy="proof-sent">
      <p id="proof-sent" className="alert-dialog__message">
        {paymentMessages.sent}
      </p>
      <div className="route-dialog__actions">
        <Link to={orderHref(transactionId, "pembayaran")} className="button button--primary">
          Oke
        </Link>
      </div>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
