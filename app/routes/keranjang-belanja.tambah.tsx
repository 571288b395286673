// POST-only: adds a quantity of a product to the buyer's cart from the product detail page. Success goes
// back to the product with a flash message; a refusal (e.g. past the stock) answers the API's message,
// which a fetcher shows in place and a JavaScript-less post shows on this page, with an "Oke" link back.
import { idParam } from "@contract/envelope";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ADD_FAILED_TITLE, ADDED_TO_CART, type AddToCartReply } from "~/components/cart/add-to-cart";
import { addToCartForm } from "~/schemas/cart";
import { Dialog } from "~/components/ui/dialog";
import { SITE_NAME } from "~/utils/site";
import { productHref } from "~/utils/hrefs";
import { addToCart } from "~/services/cart.server";
import cartCss from "~/styles/cart.css";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import { loginUrl } from "~/utils/redirect-to";
import { getSession, sessionKeys } from "~/utils/session.server";
import { readFormData } from "~/utils/form-data.server";

const ROUTE = "/keranjang-belanja/tambah";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartCss }];

export const meta: MetaFunction = () => [{ title: `${ADD_FAILED_TITLE} | ${SITE_NAME}` }];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const productId = idParam.safeParse(formData.get("product_id"));
  const back = productId.success ? productHref(productId.data) : "/produk?page=1";
  const session = await getSession(request);
  const userId = session.get(sessionKeys.userId);
  // A visitor logs in first and comes back to the product (spec: the buttons lead to /login).
  if (!session.get(sessionKeys.token) || userId === undefined) throw redirect(loginUrl(back));

  const reply = await handleForm({
    request,
    formData,
    route: ROUTE,
    intent: "add-to-cart",
    userId,
    schema: addToCartForm,
    submit: async (value) => {
      await addToCart(request, { customer_id: userId, ...value });
      return redirectWithFlash(back, ADDED_TO_CART);
    },
  });
  if (reply instanceof Response) return reply;
  const { result, alert } = reply.data;
  const fieldMessage = Object.values(result.error ?? {}).flat()[0];
  return data<AddToCartReply>(
    {
      message: alert ?? fieldMessage ?? "Produk tidak dapat ditambahkan ke keranjang.",
      productId: productId.success ? productId.data : null,
    },
    { status: reply.init?.status ?? 400 },
  );
}

// No loader: a loader's redirect would also run after a refused post and hide the answer.
export default function AddToCartRefused() {
  const reply = useActionData<typeof action>();
  if (!reply) {
    return (
      <main className="bare-page" id="konten">
        <p>
          <Link to="/keranjang-belanja">Lihat keranjang belanja</Link>
        </p>
      </main>
    );
  }
  const back = reply.productId ? productHref(reply.productId) : "/produk?page=1";
  return (
    <main className="bare-page" id="konten">
      <Dialog title={ADD_FAILED_TITLE} closeHref={back}>
        <p role="alert">{reply.message}</p>
        <div className="route-dialog__actions">
          <Link to={back} className="button button--primary">
            Oke
          </Link>
        </div>
      </Dialog>
    </main>
  );
}
