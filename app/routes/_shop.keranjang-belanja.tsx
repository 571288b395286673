import type { SubmissionResult } from "@conform-to/react";
import type { CartLine } from "@contract/cart";
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as z from "zod";
import {
  cartCheckoutForm,
  cartDeleteForm,
  cartNoteForm,
  cartQtyForm,
  cartSummary,
  cartTickForm,
  lineBlock,
} from "~/schemas/cart";
import { CART_FORM_ID, CART_ROUTE, CartLineRow } from "~/components/cart/cart-line-row";
import { CartRoleNote } from "~/components/cart/cart-role-note";
import { Dialog, RefusalDialog } from "~/components/ui/dialog";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { ProductCarousel } from "~/components/product-carousel";
import { SectionHeader } from "~/components/section-header";
import { deleteCartLine, listCart, updateCartLine } from "~/services/cart.server";
import { createCheckout } from "~/services/checkout.server";
import { listProducts } from "~/services/product.server";
import cartCss from "~/styles/cart.css";
import { requireUser } from "~/utils/auth.server";
import { mayUseCart } from "~/utils/cart-role.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { assertCsrf } from "~/utils/csrf.server";
import { handleForm, unknownIntent, type FormReply } from "~/utils/form.server";
import { formatRupiah } from "~/utils/format";
import { commitSession, getSession, sessionKeys } from "~/utils/session.server";
import { logSubmission } from "~/utils/submission.server";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseQuery } from "~/utils/query.server";
import { readFormData } from "~/utils/form-data.server";
import { productCards } from "~/utils/product-cards";

const RECOMMENDED = 6;
const DELETE_MODAL = "hapus";

const pageQuery = z.object({
  modal: z.literal(DELETE_MODAL).optional().catch(undefined),
  id: idParam.optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartCss }];

export const meta: MetaFunction = () => [{ title: `Keranjang Belanja | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = parseQuery(request, pageQuery);
  const [lines, bestSellers, checkoutOffered] = await Promise.all([
    listCart(request, userId),
    listProducts(request, { limit: RECOMMENDED }).catch(() => []),
    mayUseCart(request),
  ]);
  const deleting = query.modal === DELETE_MODAL ? (lines.find((line) => line.id === query.id) ?? null) : null;
  return data(
    { lines, bestSellers: productCards(bestSellers.slice(0, RECOMMENDED)), deleting, checkoutOffered },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const common = { request, formData, route: CART_ROUTE, userId };
  switch (intent) {
    case "qty":
      return handleForm({
        ...common,
        intent,
        schema: cartQtyForm,
        submit: async ({ cart_id, qty }) => {
          // Zero means "remove it": the delete confirmation opens.
          if (qty === 0) return redirect(`${CART_ROUTE}?modal=${DELETE_MODAL}&id=${cart_id}`);
          await updateCartLine(request, cart_id, { qty });
          return redirect(CART_ROUTE);
        },
      });
    case "note":
      return handleForm({
        ...common,
        intent,
        schema: cartNoteForm,
        submit: async ({ cart_id, note }) => {
          await updateCartLine(request, cart_id, { note: note ?? "" });
          return redirectWithFlash(CART_ROUTE, "Catatan berhasil disimpan");
        },
      });
    case "delete":
      return handleForm({
        ...common,
        intent,
        schema: cartDeleteForm,
        submit: async ({ cart_id }) => {
          await deleteCartLine(request, cart_id);
          return redirectWithFlash(CART_ROUTE, "Produk berhasil dihapus dari keranjang");
        },
      });
    case "checkout":
      return handleForm({
        ...common,
        intent,
        schema: cartCheckoutForm,
        submit: async ({ cart_id }) => {
          const checkoutId = await createCheckout(request, userId, cart_id);
          const session = await getSession(request);
          session.set(sessionKeys.checkoutId, checkoutId);
          return redirect("/checkout", { headers: { "Set-Cookie": await commitSession(session) } });
        },
      });
    case "recalculate":
      return recalculate(request, formData, userId);
    default:
      return unknownIntent(request, formData, CART_ROUTE, typeof intent === "string" ? intent : null);
  }
}

/** Without JavaScript the summary of the ticked lines is computed by a post that changes nothing. */
async function recalculate(request: Request, formData: FormData, userId: number) {
  const startedAt = Date.now();
  const log = (outcome: "ok" | "invalid" | "forbidden") =>
    logSubmission({ request, route: CART_ROUTE, intent: "recalculate", userId, formData, outcome, startedAt });
  try {
    await assertCsrf(request, formData);
  } catch (error) {
    log("forbidden");
    throw error;
  }
  const submission = parseWithZod(formData, { schema: cartTickForm });
  log(submission.status === "success" ? "ok" : "invalid");
  const ticked = submission.status === "success" ? submission.value.cart_id : [];
  return data<FormReply>({ intent: "recalculate", result: { initialValue: { cart_id: ticked.map(String) } } });
}

/** The lines ticked in the last post (recalculate or a refused checkout). */
function tickedFrom(result: SubmissionResult<string[]> | undefined): number[] {
  const value = result?.initialValue?.cart_id;
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return list.map(Number).filter(Number.isInteger);
}

/** The lines ticked in the document (on the server, none): what the buyer did before hydration. */
function tickedInPage(): number[] {
  if (typeof document === "undefined") return [];
  const boxes = document.querySelectorAll<HTMLInputElement>(`input[name="cart_id"][form="${CART_FORM_ID}"]:checked`);
  return [...boxes].map((box) => Number(box.value)).filter(Number.isInteger);
}

/** The Conform result for one line's form, if the last post was that line's. */
function lineResult(reply: FormReply | undefined, intent: string, lineId: number) {
  return reply?.intent === intent && reply.result.initialValue?.cart_id === String(lineId) ? reply.result : undefined;
}

export default function CartPage() {
  const { lines, bestSellers, deleting, checkoutOffered } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const tickedAfterPost = useMemo(() => tickedFrom(actionData?.result), [actionData]);
  // Hydrating, the boxes start as the page has them: one ticked before the scripts came is kept.
  const [ticked, setTicked] = useState(() => new Set([...tickedAfterPost, ...tickedInPage()]));
  // A new post's answer sets them again (adjusted while rendering, so hydration leaves them be).
  const [answered, setAnswered] = useState(tickedAfterPost);
  if (answered !== tickedAfterPost) {
    setAnswered(tickedAfterPost);
    setTicked(new Set(tickedAfterPost));
  }

  const tick = (id: number, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">Keranjang Belanja</h1>
      <FormAlert message={flash} tone="success" />
      {lines.length === 0 ? (
        <div className="cart-empty">
          <p className="empty-state">Wah keranjang belanjamu masih kosong ..</p>
          <Link to="/produk?page=1" className="button button--primary">
            Mulai belanja
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <CartTable lines={lines} ticked={ticked} onTick={tick} reply={actionData} askingId={deleting?.id} />
          <CartSummaryBox lines={lines} ticked={ticked} reply={actionData} checkoutOffered={checkoutOffered} />
        </div>
      )}
      <section className="cart-recommendations" aria-labelledby="rekomendasi">
        <SectionHeader id="rekomendasi" title="Rekomendasi untuk Anda" />
        <ProductCarousel products={bestSellers} label="Rekomendasi untuk Anda" />
      </section>
      {deleting ? <DeleteDialog line={deleting} /> : null}
    </div>
  );
}

function CartTable({
  lines,
  ticked,
  onTick,
  reply,
  askingId,
}: {
  lines: CartLine[];
  ticked: Set<number>;
  onTick: (id: number, checked: boolean) => void;
  reply?: FormReply;
  /** The line whose delete dialog is open. */
  askingId?: number;
}) {
  return (
    <div className="cart-table-wrap">
      <table className="cart-table">
        <caption className="sr-only">Produk di keranjang belanja</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Pilih</span>
            </th>
            <th scope="col">
              <span className="sr-only">Gambar</span>
            </th>
            <th scope="col">Produk</th>
            <th scope="col">Stok</th>
            <th scope="col">Jumlah</th>
            <th scope="col">Harga</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <span className="sr-only">Catatan dan hapus</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              ticked={ticked.has(line.id)}
              onTick={(checked) => onTick(line.id, checked)}
              qtyResult={lineResult(reply, "qty", line.id)}
              noteResult={lineResult(reply, "note", line.id)}
              asking={askingId === line.id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CartSummaryBox({
  lines,
  ticked,
  reply,
  checkoutOffered,
}: {
  lines: CartLine[];
  ticked: Set<number>;
  reply?: FormReply;
  /** False for a member without the PP role: checkout is the PP's (decision 0154). */
  checkoutOffered: boolean;
}) {
  const hydrated = useHydrated();
  const [clientError, setClientError] = useState<string | null>(null);
  const summary = cartSummary(lines, ticked);
  const checkoutReply = reply?.intent === "checkout" ? reply : undefined;
  const serverError = checkoutReply?.result.error?.cart_id?.[0] ?? checkoutReply?.alert;
  const error = clientError ?? serverError;
  const tickable = lines.some((line) => lineBlock(line) === null);

  useEffect(() => setClientError(null), [ticked]);

  return (
    <section className="panel cart-summary" aria-labelledby="ringkasan">
      <h2 id="ringkasan" className="panel__title">
        Ringkasan Belanja
      </h2>
      <dl className="figures" aria-live="polite">
        <div>
          <dt>Total barang</dt>
          <dd data-testid="cart-total-items">{summary.items}</dd>
        </div>
        <div>
          <dt>Total harga</dt>
          <dd data-testid="cart-total-price">{formatRupiah(summary.total)}</dd>
        </div>
      </dl>
      {error ? (
        <p className="cart-summary__error" role="alert" id="cart-error">
          {error}
        </p>
      ) : null}
      {/* Spec §8: a checkout the API refuses answers in an error modal. */}
      <RefusalDialog message={checkoutReply?.alert} signature={checkoutReply} />
      <Form
        method="post"
        action={CART_ROUTE}
        id={CART_FORM_ID}
        className="cart-summary__actions"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== "checkout") return;
          const check = cartCheckoutForm.safeParse({ cart_id: [...ticked] });
          if (!check.success) {
            event.preventDefault();
            setClientError(check.error.issues[0]?.message ?? null);
          }
        }}
      >
        <AuthenticityTokenInput />
        {hydrated || !tickable ? null : (
          <button type="submit" name="intent" value="recalculate" className="button button--outline button--block">
            Hitung ulang ringkasan
          </button>
        )}
        {checkoutOffered ? (
          <SubmitButton
            intent="checkout"
            className="button button--primary button--block"
            aria-describedby={error ? "cart-error" : undefined}
          >
            Checkout
          </SubmitButton>
        ) : (
          <CartRoleNote />
        )}
        <Link to="/produk?page=1" className="button button--outline button--block">
          Lanjut belanja
        </Link>
      </Form>
    </section>
  );
}

function DeleteDialog({ line }: { line: CartLine }) {
  return (
    <Dialog title="Hapus produk?" closeHref={CART_ROUTE}>
      <p>
        Apakah Anda yakin ingin menghapus <strong>{line.product.name}</strong> dari keranjang?
      </p>
      <Form method="post" action={CART_ROUTE} className="route-dialog__actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="cart_id" value={line.id} />
        <Link to={CART_ROUTE} preventScrollReset replace className="button button--outline">
          Batal
        </Link>
        <SubmitButton intent="delete" className="button button--primary">
          Ya, hapus
        </SubmitButton>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container">
      <RouteErrorPage />
    </div>
  );
}
