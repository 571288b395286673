import type { SubmissionResult } from "@conform-to/react";
import { useFlash } from "~/components/chrome/use-flash";
import { parseWithZod } from "@conform-to/zod/v4";
import { addressForm } from "@contract/address";
import type { District, SubDistrict } from "@contract/region";
import type { ShippingQuote } from "@contract/shipping";
import { shippingMessages } from "@contract/shipping";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { AddressSection } from "~/components/checkout/address-section";
import type { PageLoadingHandle } from "~/components/chrome/page-loading";
import {
  checkoutQuery,
  chooseAddressForm,
  chooseServiceForm,
  clearPartialsForm,
  parsePartialDraft,
  type PartialDraft,
  parsePartialEntry,
  partialDraftFormData,
  typedPartialDrafts,
  partialsForm,
  priceNegoForm,
  shippingNegoForm,
  submitForm,
} from "~/schemas/checkout";
import { CheckoutLine } from "~/components/checkout/checkout-line";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { SERVICE_INTENT, ShippingSection } from "~/components/checkout/shipping-section";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { HtmlContent } from "~/components/html-content";
import { createAddress, listAddresses } from "~/services/address.server";
import { ApiError, thrownStatus } from "~/services/api-client.server";
import {
  getCheckout,
  getShippingCost,
  negotiatePrice,
  negotiateShipping,
  setCheckoutAddress,
  setPartials,
  storeShippingCost,
} from "~/services/checkout.server";
import { listCouriers } from "~/services/expedition.server";
import { listProvinces } from "~/services/region.server";
import { getSetting } from "~/services/setting.server";
import { createTransaction, findTransactionByKey } from "~/services/transaction.server";
import checkoutCss from "~/styles/checkout.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, replayForm, unknownIntent } from "~/utils/form.server";
import { regionLists } from "~/utils/region-lists.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { commitSession, getSession, sessionKeys } from "~/utils/session.server";
import { parseQuery } from "~/utils/query.server";
import { checkoutTexts } from "~/utils/labels";
import { replyFor } from "~/utils/reply";
import { readFormData } from "~/utils/form-data.server";
import type { ErrorPageData } from "~/utils/errors";

const ROUTE = "/checkout";
const CART = "/keranjang-belanja";
/** Answers after which the purchase request may or may not exist: a timeout or an upstream failure. */
/** "Simpan partial" of one line, posted with the purchase request form (no JavaScript). */
const TYPED_PARTIALS_INTENT = /^partials:(\d{1,10})$/;
const UNCERTAIN_STATUSES = new Set([502, 504]);
/** When even the look-up by key fails: the buyer must not submit again blindly. */
const maybeCreatedPage: ErrorPageData = {
  title: "Permintaan pembelian mungkin sudah dibuat",
  message:
    "Layanan sedang lambat sehingga kami belum dapat memastikan permintaan pembelian Anda. Permintaan tersebut mungkin sudah dibuat: periksa Daftar Transaksi di halaman Profil (/profil/transaksi) sebelum mengirim ulang.",
};

/** The courier quote and the service choice show the shipping loader in place (spec §9). */
export const handle: PageLoadingHandle = { pageLoading: { ownIndicator: true, quietIntents: [SERVICE_INTENT] } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export const meta: MetaFunction = () => [{ title: `Checkout | ${SITE_NAME}` }];

/** A checkout that no longer exists (submitted, or another session's): forget it and go to the cart. */
async function leaveForCart(request: Request): Promise<never> {
  const session = await getSession(request);
  session.unset(sessionKeys.checkoutId);
  throw redirect(CART, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const checkoutId = (await getSession(request)).get(sessionKeys.checkoutId);
  if (checkoutId === undefined) throw redirect(CART);
  const query = parseQuery(request, checkoutQuery);
  const [checkout, addresses, couriers, setting, provinces] = await Promise.all([
    getCheckout(request, checkoutId).catch((error: unknown) =>
      thrownStatus(error) === 404 ? leaveForCart(request) : Promise.reject(error),
    ),
    listAddresses(request, userId),
    listCouriers(request),
    getSetting(request),
    listProvinces(request).catch(() => []),
  ]);
  const satkerId = checkout.satker_id ?? addresses[0]?.id ?? null;
  const enabled = (code: string | null | undefined) =>
    code && couriers.some((c) => c.courier_code === code) ? code : null;
  const courier = enabled(query.kurir) ?? enabled(checkout.shipping_courier);
  // The quote needs the address from the checkout: the one call that must wait for another.
  let quotes: ShippingQuote[] | null = null;
  let quoteFailed = false;
  if (courier && satkerId !== null) {
    try {
      quotes = await getShippingCost(request, checkoutId, { satker_id: satkerId, courier });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      quoteFailed = true;
    }
  }
  return data(
    {
      checkout,
      addresses,
      satkerId,
      couriers,
      courier,
      quotes,
      quoteFailed,
      provinces,
      priceNegoTerms: sanitizeHtml(setting.tac_price_nego),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const common = { request, formData, route: ROUTE, userId };
  // Back to the page as it was (a chosen courier stays chosen).
  const back = `${ROUTE}${new URL(request.url).search}`;

  // A resubmitted purchase request may come after the session forgot the checkout: the API answers it.
  if (intent === "submit") return submitPurchaseRequest({ ...common, formData: withTypedDrafts(formData) });
  // Without JavaScript, "Simpan partial" posts the purchase request form: its line's typed values are picked out.
  const typedLine = typeof intent === "string" ? TYPED_PARTIALS_INTENT.exec(intent)?.[1] : undefined;
  if (typedLine !== undefined)
    return saveTypedPartials({ ...common, formData: typedPartialsOf(formData, typedLine) }, back);

  const checkoutId = (await getSession(request)).get(sessionKeys.checkoutId);
  if (checkoutId === undefined) throw redirect(CART);

  switch (intent) {
    case "address":
      return handleForm({
        ...common,
        intent,
        schema: chooseAddressForm,
        submit: async ({ satker_id }) => {
          await setCheckoutAddress(request, checkoutId, satker_id);
          return redirect(ROUTE);
        },
      });
    case "address-create": {
      const reply = await handleForm({
        ...common,
        intent,
        schema: addressForm,
        // Spec §8: a 404 from the address create is silently ignored.
        ignore: { statuses: [404], respond: () => redirect(back) },
        submit: async (value) => {
          const entry = await createAddress(request, userId, value);
          // The new address is the one the buyer means to ship to.
          await setCheckoutAddress(request, checkoutId, entry.id);
          return redirectWithFlash(ROUTE, "Alamat berhasil ditambahkan");
        },
      });
      if (reply instanceof Response) return reply;
      // The form comes back with its values: its selects need their lists again.
      reply.data.extra = await regionLists(request, Object.fromEntries(formData));
      return reply;
    }
    case "regions":
      return replayForm({ ...common, intent, extra: await regionLists(request, Object.fromEntries(formData)) });
    case SERVICE_INTENT:
      return handleForm({
        ...common,
        intent,
        schema: chooseServiceForm,
        submit: async ({ satker_id, courier, service }) => {
          // The costs come from a fresh quote; the API checks them against its tariff again.
          const quotes = await getShippingCost(request, checkoutId, { satker_id, courier });
          const costs = quotes.map((quote) => ({
            quote,
            cost: quote.costs.find((c) => c.service === service)?.cost[0],
          }));
          if (costs.some(({ cost }) => !cost)) throw new ApiError(422, shippingMessages.unknownService);
          await storeShippingCost(request, checkoutId, {
            satker_id,
            shipping_courier: courier,
            shipping_service: service,
            shipping_costs: costs.map(({ quote, cost }) => ({
              partial_id: quote.partial_id,
              shipping_cost: cost!.value,
              etd: cost!.etd,
            })),
          });
          return redirect(ROUTE);
        },
      });
    case "shipping-nego":
      return handleForm({
        ...common,
        intent,
        schema: shippingNegoForm,
        submit: async ({ shipping_cost_nego }) => {
          await negotiateShipping(request, checkoutId, shipping_cost_nego);
          return redirect(back);
        },
      });
    case "price-nego":
      return handleForm({
        ...common,
        intent,
        schema: priceNegoForm,
        submit: async ({ checkout_detail_id, price_nego }) => {
          await negotiatePrice(request, checkout_detail_id, price_nego);
          return redirect(back);
        },
      });
    case "partials":
      return saveTypedPartials(common, back);
    case "partials-clear":
      return handleForm({
        ...common,
        intent,
        schema: clearPartialsForm,
        submit: async ({ checkout_detail_id }) => {
          const { droppedShippingNego } = await setPartials(request, checkout_detail_id, []);
          return droppedShippingNego === null
            ? redirect(back)
            : redirectWithFlash(back, checkoutTexts.shippingNegoDropped(droppedShippingNego));
        },
      });
    default:
      return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
  }
}

function saveTypedPartials(
  common: { request: Request; formData: FormData; route: string; userId: number },
  back: string,
) {
  const { request } = common;
  return handleForm({
    ...common,
    intent: "partials",
    schema: partialsForm,
    submit: async ({ checkout_detail_id, partial_qty }) => {
      const { droppedShippingNego } = await setPartials(
        request,
        checkout_detail_id,
        partial_qty.map((qty) => qty ?? ""),
      );
      return droppedShippingNego === null
        ? redirect(back)
        : redirectWithFlash(back, checkoutTexts.shippingNegoDropped(droppedShippingNego));
    },
  });
}

/** One line's typed partials from the purchase request form, as that line's own partial form posts them. */
function typedPartialsOf(formData: FormData, lineId: string): FormData {
  const form = new FormData();
  const csrf = formData.get("csrf");
  if (typeof csrf === "string") form.set("csrf", csrf);
  form.set("intent", "partials");
  const draft = typedPartialDrafts(formData).find((typed) => typed.checkout_detail_id === lineId);
  if (draft) for (const [name, value] of partialDraftFormData(draft)) form.set(name, value);
  return form;
}

/** The partials typed in the page count over the drafts the page carried from an earlier answer. */
function withTypedDrafts(formData: FormData): FormData {
  const typed = typedPartialDrafts(formData);
  if (typed.length === 0) return formData;
  const typedLines = new Set(typed.map((draft) => draft.checkout_detail_id));
  const merged = new FormData();
  for (const [name, value] of formData) {
    if (
      name === "partial_draft" &&
      typeof value === "string" &&
      typedLines.has(parsePartialDraft(value)?.checkout_detail_id ?? "")
    )
      continue;
    merged.append(name, value);
  }
  for (const draft of typed) merged.append("partial_draft", JSON.stringify(draft));
  return merged;
}

function submitPurchaseRequest(common: { request: Request; formData: FormData; route: string; userId: number }) {
  const { request } = common;
  return handleForm({
    ...common,
    intent: "submit",
    schema: submitForm,
    keepOnUnavailable: false,
    // Blocked by a line's partials: that line's form comes back with what was typed and its warning.
    extra: async () => ({ partials: partialDraftReplies(common.formData) }),
    submit: async (value) => {
      let transactionId: number;
      try {
        transactionId = await createTransaction(request, {
          checkout_id: value.checkout_id,
          total_ppn: value.total_ppn,
          partial: value.partial.map(parsePartialEntry),
          idempotency_key: value.idempotency_key,
        });
      } catch (error) {
        // Neither this checkout nor a purchase request made from it exists (any more).
        if (thrownStatus(error) === 404) return leaveForCart(request);
        if (!UNCERTAIN_STATUSES.has(thrownStatus(error) ?? 0)) throw error;
        // The request may have reached the API and made the order before the answer was lost:
        // ask by its key before telling the buyer anything.
        transactionId = await orderMadeWithKey(request, value.idempotency_key, error);
      }
      const session = await getSession(request);
      session.unset(sessionKeys.checkoutId);
      session.set(sessionKeys.transactionId, transactionId);
      return redirect("/confirmation-order", { headers: { "Set-Cookie": await commitSession(session) } });
    },
  });
}

/**
 * The order the timed-out request made, or: the original failure when the API says there is none,
 * an error page saying where to check when the API cannot say.
 */
async function orderMadeWithKey(request: Request, key: string, original: unknown): Promise<number> {
  let found: number | null;
  try {
    found = await findTransactionByKey(request, key);
  } catch {
    throw data(maybeCreatedPage, { status: 504 });
  }
  if (found === null) throw original;
  return found;
}

function partialDraftReplies(formData: FormData): Record<string, SubmissionResult<string[]>> {
  const replies: Record<string, SubmissionResult<string[]>> = {};
  for (const raw of formData.getAll("partial_draft")) {
    const draft = typeof raw === "string" ? parsePartialDraft(raw) : null;
    if (draft)
      replies[draft.checkout_detail_id] = parseWithZod(partialDraftFormData(draft), { schema: partialsForm }).reply();
  }
  return replies;
}

/** The reply of one form of the page, if the last post was that form's. */
export default function CheckoutPage() {
  const { checkout, addresses, satkerId, couriers, courier, quotes, quoteFailed, provinces, priceNegoTerms } =
    useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const addressReply = replyFor(actionData, "address-create") ?? replyFor(actionData, "regions");
  const lists = (addressReply?.extra ?? {}) as { districts?: District[]; subDistricts?: SubDistrict[] };
  const regionFocus = replyFor(actionData, "regions")
    ? addressReply?.result.initialValue?.district_id
      ? "sub_district_id"
      : "district_id"
    : undefined;
  const hasService = checkout.shipping_service !== null;
  const serviceReply = replyFor(actionData, SERVICE_INTENT);
  const submitReply = replyFor(actionData, "submit");
  const otherAlert = replyFor(actionData, "address")?.alert;
  const blockedPartials =
    (submitReply?.extra as { partials?: Record<string, SubmissionResult<string[]>> } | undefined)?.partials ?? {};
  const partialResultFor = (lineId: number) =>
    replyFor(actionData, "partials", { field: "checkout_detail_id", value: lineId })?.result ??
    blockedPartials[String(lineId)];
  // Lines whose partial form shows its warning: from the last reply on the server, kept current by the forms in the browser.
  const [liveDrafts, setLiveDrafts] = useState<Record<number, PartialDraft | null>>({});
  const onDraftChange = useCallback(
    (lineId: number, draft: PartialDraft | null) => setLiveDrafts((drafts) => ({ ...drafts, [lineId]: draft })),
    [],
  );
  const partialDrafts = checkout.checkout_detail.flatMap((line) => {
    const draft =
      line.id in liveDrafts ? liveDrafts[line.id] : draftFromReply(line.id, line.qty, partialResultFor(line.id));
    return draft ? [draft] : [];
  });

  return (
    <div className="container checkout-page">
      <h1 className="checkout-page__title">Checkout</h1>
      {/* A split that reset the service and its shipping negotiation is a warning, not a success. */}
      {flash && checkoutTexts.isUndone(flash) ? (
        <FormAlert message={flash} title="Perhatian" />
      ) : (
        <FormAlert message={flash} tone="success" />
      )}
      <FormAlert message={otherAlert} />
      <div className="checkout-layout">
        <div className="checkout-main">
          <AddressSection
            addresses={addresses}
            chosenId={satkerId}
            provinces={provinces}
            regionLists={{ districts: lists.districts ?? [], subDistricts: lists.subDistricts ?? [] }}
            createResult={addressReply?.result}
            createAlert={replyFor(actionData, "address-create")?.alert}
            createOpen={Boolean(addressReply) || addresses.length === 0}
            focus={regionFocus}
          />
          <ShippingSection
            checkout={checkout}
            couriers={couriers}
            satkerId={satkerId}
            courier={courier}
            quotes={quotes}
            quoteFailed={quoteFailed}
            serviceError={serviceReply ? (serviceReply.result.error?.service?.[0] ?? serviceReply.alert) : undefined}
          />
          <section className="panel checkout-card" aria-labelledby="produk-checkout">
            <h2 id="produk-checkout" className="panel__title">
              Produk
            </h2>
            <details className="nego-terms">
              <summary>Ketentuan negosiasi harga</summary>
              <HtmlContent html={priceNegoTerms} />
            </details>
            <ul className="checkout-lines">
              {checkout.checkout_detail.map((line) => (
                <CheckoutLine
                  key={line.id}
                  line={line}
                  hasService={hasService}
                  priceResult={
                    replyFor(actionData, "price-nego", { field: "checkout_detail_id", value: line.id })?.result
                  }
                  partialResult={partialResultFor(line.id)}
                  onDraftChange={onDraftChange}
                />
              ))}
            </ul>
            <p>
              <Link to={CART}>Kembali ke keranjang</Link>
            </p>
          </section>
        </div>
        <CheckoutSummary
          checkout={checkout}
          partialDrafts={partialDrafts}
          negoResult={replyFor(actionData, "shipping-nego")?.result}
          submitError={submitReply?.alert ?? submitReply?.result.error?.[""]?.[0]}
        />
      </div>
    </div>
  );
}

/** A failed partial form's typed values, which keep the purchase request blocked. */
function draftFromReply(
  lineId: number,
  lineQty: number,
  result: SubmissionResult<string[]> | undefined,
): PartialDraft | null {
  if (!result?.error || Object.values(result.error).every((messages) => !messages?.length)) return null;
  const typed = result.initialValue?.partial_qty;
  const values = Array.isArray(typed) ? typed.map((value) => (typeof value === "string" ? value : "")) : [];
  return { checkout_detail_id: String(lineId), line_qty: String(lineQty), partial_qty: values };
}

export function ErrorBoundary() {
  return (
    <div className="container">
      <RouteErrorPage />
    </div>
  );
}
