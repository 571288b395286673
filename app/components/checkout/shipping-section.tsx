import type { Checkout } from "@contract/checkout";
import type { Courier } from "@contract/expedition";
import type { ShippingQuote } from "@contract/shipping";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatRupiah } from "~/utils/format";
import { LoadingIndicator } from "~/components/ui/loading-indicator";
import { isPendingPost, SubmitButton } from "~/components/ui/submit-button";
import { shippingTexts } from "~/utils/labels";

export const SERVICE_INTENT = "service";

type ShippingSectionProps = {
  checkout: Checkout;
  couriers: Courier[];
  satkerId: number | null;
  /** The courier being quoted (chosen in the query, else the stored one). */
  courier: string | null;
  quotes: ShippingQuote[] | null;
  quoteFailed: boolean;
  serviceError?: string;
};

type ServiceOption = {
  service: string;
  description: string;
  costs: { partial_id: number; value: number; etd: string }[];
};

/** The services every delivery batch can use, with each batch's cost. */
function serviceOptions(quotes: ShippingQuote[]): ServiceOption[] {
  const [first, ...rest] = quotes;
  if (!first) return [];
  return first.costs.flatMap((candidate) => {
    const costs = quotes.flatMap((quote) => {
      const match = quote.costs.find((cost) => cost.service === candidate.service)?.cost[0];
      return match ? [{ partial_id: quote.partial_id, value: match.value, etd: match.etd }] : [];
    });
    return costs.length === rest.length + 1
      ? [{ service: candidate.service, description: candidate.description, costs }]
      : [];
  });
}

export function ShippingSection({
  checkout,
  couriers,
  satkerId,
  courier,
  quotes,
  quoteFailed,
  serviceError,
}: ShippingSectionProps) {
  // Spec §4: with JavaScript choosing a courier fetches its quote and choosing a service applies it at
  // once; the buttons that do it without JavaScript step out of sight until the keyboard reaches them.
  const hydrated = useHydrated();
  const scriptedButton = hydrated ? " sr-only-focusable" : "";
  const loader = useShippingLoader();
  const options = quotes ? serviceOptions(quotes) : [];
  const chosenService = checkout.shipping_courier === courier ? checkout.shipping_service : null;
  const courierName = (code: string | null) =>
    couriers.find((c) => c.courier_code === code)?.courier_name ?? code?.toUpperCase() ?? "";
  // The select is made anew for each courier (its default follows the URL); one chosen by keyboard
  // keeps the focus there, so the arrow keys go on through the list.
  const courierSelect = useRef<HTMLSelectElement>(null);
  const refocusCourier = useRef(false);
  useEffect(() => {
    if (!refocusCourier.current) return;
    refocusCourier.current = false;
    courierSelect.current?.focus();
  }, [courier]);
  const chooseCourier = (event: ChangeEvent<HTMLSelectElement>) => {
    refocusCourier.current = document.activeElement === event.currentTarget;
    submitOwnForm(event);
  };
  // A service chosen from the keyboard (its radio, or 'Pilih layanan', which is disabled while the
  // choice is applied and so drops the focus) keeps the focus on the chosen service once applied.
  const navigation = useNavigation();
  const serviceForm = useRef<HTMLFormElement>(null);
  const refocusService = useRef(false);
  const noteServiceFocus = (event: FormEvent<HTMLFormElement>) => {
    refocusService.current = event.currentTarget.contains(document.activeElement);
  };
  useEffect(() => {
    if (!refocusService.current || navigation.state !== "idle") return;
    refocusService.current = false;
    const radios = serviceForm.current?.querySelectorAll<HTMLInputElement>('input[name="service"]');
    const target = [...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, [navigation.state, checkout.shipping_service]);
  return (
    <section className="panel checkout-card loading-host" aria-labelledby="pengiriman" aria-busy={Boolean(loader)}>
      <h2 id="pengiriman" className="panel__title">
        Kurir dan Layanan
      </h2>
      <LoadingIndicator active={loader !== null} label={loader ?? ""} variant="shipping" />
      {checkout.shipping_service ? (
        <p className="shipping-current">
          Dipilih: <strong>{courierName(checkout.shipping_courier)}</strong> {checkout.shipping_service} (
          {formatRupiah(checkout.shipping_cost ?? 0)}
          {checkout.shipping_costs[0]
            ? `, estimasi ${[...new Set(checkout.shipping_costs.map((cost) => cost.etd))].join(" / ")} hari`
            : ""}
          )
        </p>
      ) : null}
      {/* A stored courier without a service: new delivery batches cleared the service (and its costs). */}
      {checkout.shipping_courier && !checkout.shipping_service ? (
        <p className="shipping-current form-alert form-alert--warning">{shippingTexts.serviceAgain}</p>
      ) : null}
      {satkerId === null ? <p>Silahkan pilih alamat pengiriman terlebih dahulu.</p> : null}
      {/* Choosing a courier only asks for quotes: a GET that changes nothing. */}
      <Form method="get" className="courier-form" preventScrollReset>
        <label htmlFor="kurir" className="field__label">
          Kurir
        </label>
        <div className="courier-form__row">
          <select
            id="kurir"
            name="kurir"
            defaultValue={courier ?? ""}
            className="field__control"
            key={courier ?? ""}
            ref={courierSelect}
            onChange={chooseCourier}
          >
            <option value="">Pilih kurir</option>
            {couriers.map((option) => (
              <option key={option.courier_code} value={option.courier_code}>
                {option.courier_name}
              </option>
            ))}
          </select>
          <button type="submit" className={`button button--outline${scriptedButton}`}>
            Cek ongkos kirim
          </button>
        </div>
      </Form>
      {courier && satkerId !== null ? (
        quoteFailed || options.length === 0 ? (
          <p className="shipping-unavailable" role="status">
            {shippingTexts.unavailable}
          </p>
        ) : (
          // Made anew when the stored choice changes: a service cleared on the server (new delivery
          // batches) must not stay checked in the browser, where pressing it again would do nothing.
          <Form
            method="post"
            className="service-form"
            preventScrollReset
            key={`${courier}:${chosenService ?? ""}`}
            ref={serviceForm}
            onSubmit={noteServiceFocus}
          >
            <AuthenticityTokenInput />
            <input type="hidden" name="courier" value={courier} />
            <input type="hidden" name="satker_id" value={satkerId} />
            <fieldset aria-describedby={serviceError ? "service-error" : undefined}>
              <legend className="field__label">Layanan {courierName(courier)}</legend>
              <ul className="service-list">
                {options.map((option) => (
                  <li key={option.service}>
                    <label className="service-option">
                      <input
                        type="radio"
                        name="service"
                        value={option.service}
                        defaultChecked={option.service === chosenService}
                        onChange={submitOwnForm}
                      />
                      <span>
                        <strong>{option.service}</strong> {option.description}:{" "}
                        {formatRupiah(option.costs.reduce((sum, cost) => sum + cost.value, 0))}, estimasi{" "}
                        {option.costs[0]?.etd} hari
                        {option.costs.length > 1 ? (
                          <span className="service-option__batches">
                            {option.costs
                              .map((cost) => `Pengiriman ${cost.partial_id}: ${formatRupiah(cost.value)}`)
                              .join(" · ")}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <p id="service-error" className="field__error">
              {serviceError}
            </p>
            <SubmitButton intent={SERVICE_INTENT} className={`button button--outline${scriptedButton}`}>
              Pilih layanan
            </SubmitButton>
          </Form>
        )
      ) : null}
    </section>
  );
}

/**
 * The spec's shipping loaders: what is on its way, while a courier's quote is fetched (the courier
 * form's GET) or a service is applied (its post and the page's reload); null otherwise.
 */
function useShippingLoader(): string | null {
  const navigation = useNavigation();
  if (isPendingPost(navigation, { intent: SERVICE_INTENT })) return shippingTexts.applying;
  const method = navigation.formMethod?.toUpperCase();
  if (navigation.state !== "idle" && method === "GET" && navigation.formData?.has("kurir"))
    return shippingTexts.quoting;
  return null;
}

/** Submits the control's form through its own submit button, so the intent travels as when clicked. */
function submitOwnForm(event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) {
  const form = event.currentTarget.form;
  form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]') ?? undefined);
}
