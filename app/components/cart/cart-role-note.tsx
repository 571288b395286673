// In place of the cart and checkout buttons for a member without the PP role (decision 0154).
export const CART_ROLE_NOTE = "Keranjang dan pemesanan dilakukan oleh PP satuan kerja Anda.";

export function CartRoleNote() {
  return (
    <p className="cart-role-note" data-testid="cart-role-note">
      {CART_ROLE_NOTE}
    </p>
  );
}
