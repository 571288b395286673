// The product detail page's purchase box: quantity, stock and the two buttons for a visitor (they lead
// to the login page) and a PP; who orders instead for a member without the PP role (decision 0154).
import { Link } from "@remix-run/react";
import { AddToCartForm, QuantityField, StockLine } from "~/components/cart/add-to-cart";
import { CartRoleNote } from "~/components/cart/cart-role-note";
import { useRootData } from "~/components/chrome/use-root-data";
import { HtmlContent } from "~/components/html-content";

type PurchaseBoxProps = {
  productId: number;
  stock: number;
  unit: string;
  negoInfo: string;
  flash: string | null;
  /** False for a member without the PP role: the cart is the PP's (decision 0154). */
  cartOffered: boolean;
};

/**
 * Quantity, stock and the two buttons; a visitor's buttons lead to the login page; a member without
 * the PP role reads who orders instead.
 */
export function PurchaseBox({ productId, stock, unit, negoInfo, flash, cartOffered }: PurchaseBoxProps) {
  const { loggedIn } = useRootData();
  if (loggedIn && !cartOffered) {
    return (
      <div className="purchase">
        <StockLine stock={stock} unit={unit} />
        <CartRoleNote />
      </div>
    );
  }
  if (loggedIn) {
    return (
      <AddToCartForm productId={productId} stock={stock} unit={unit} notice={flash}>
        <details className="nego-info">
          <summary className="button button--outline">Nego Harga</summary>
          <div className="nego-info__panel">{negoInfo ? <HtmlContent html={negoInfo} /> : null}</div>
        </details>
      </AddToCartForm>
    );
  }
  return (
    <div className="purchase">
      <QuantityField stock={stock} unit={unit} />
      <div className="purchase__actions">
        <Link to="/login" className="button button--primary">
          Tambah ke Keranjang
        </Link>
        <Link to="/login" className="button button--outline">
          Nego Harga
        </Link>
      </div>
    </div>
  );
}
