import type { CartLine } from "@contract/cart";
import { endpoints } from "@contract/endpoints";
import type { CartPreviewItem } from "~/schemas/cart";
import { defaultImage } from "~/utils/image";
import { logger } from "~/utils/logger.server";
import { getRequestId } from "~/utils/request-id.server";
import { getApi } from "./api-client.server";

/** The buyer's cart lines, newest first. */
export function listCart(request: Request, userId: number): Promise<CartLine[]> {
  return getApi(request).call(endpoints.listCart, { params: { userId } });
}

/** The navbar's preview: the line count and the last 3 lines. Any failure gives an empty cart (spec). */
export async function cartPreview(
  request: Request,
  userId: number,
): Promise<{ count: number; items: CartPreviewItem[] }> {
  try {
    const lines = await listCart(request, userId);
    return { count: lines.length, items: lines.slice(0, 3).map(toPreviewItem) };
  } catch (error) {
    logger.warn(
      { requestId: getRequestId(request), cause: error instanceof Error ? error.message : "thrown response" },
      "cart preview unavailable",
    );
    return { count: 0, items: [] };
  }
}

function toPreviewItem(line: CartLine): CartPreviewItem {
  const image = defaultImage(line.product.image);
  const promo = line.product.promo[0];
  return {
    id: line.id,
    name: line.product.name,
    qty: line.qty,
    price: line.product.price,
    promo: promo ? { price_promo: promo.price_promo, discount: promo.discount } : null,
    image: image ? { image: image.image, webp: image.webp } : null,
  };
}

export async function addToCart(
  request: Request,
  input: { customer_id: number; product_id: number; qty: number },
): Promise<void> {
  await getApi(request).call(endpoints.addToCart, { body: input });
}

/** Note and/or quantity; an empty note clears it. */
export async function updateCartLine(
  request: Request,
  cartId: number,
  input: { note?: string; qty?: number },
): Promise<void> {
  await getApi(request).call(endpoints.updateCartLine, { params: { cartId }, body: input });
}

export async function deleteCartLine(request: Request, cartId: number): Promise<void> {
  await getApi(request).call(endpoints.deleteCartLine, { params: { cartId } });
}

/** Logged-in buyers only; a failure is logged and never shown (the spec shows nothing). */
export async function recordProductView(request: Request, productId: number): Promise<void> {
  try {
    await getApi(request).call(endpoints.recordProductView, { params: { id: productId } });
  } catch (error) {
    logger.warn(
      {
        requestId: getRequestId(request),
        productId,
        cause: error instanceof Error ? error.message : "thrown response",
      },
      "product view not recorded",
    );
  }
}
