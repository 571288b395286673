import { NavLink } from "@remix-run/react";
import { Icon } from "../icons";

const items = [
  { to: "/", label: "Beranda", icon: "home", end: true },
  { to: "/profil/transaksi", label: "Transaksi", icon: "receipt", end: false },
  { to: "/profil/beranda", label: "Pengguna", icon: "user", end: false },
] as const;

/** The phone-width navigation fixed at the bottom of the screen. */
export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Navigasi bawah">
      <ul className="bottom-bar__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="bottom-bar__link">
              <Icon name={item.icon} size={22} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
