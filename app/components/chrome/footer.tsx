import type { ChromeSetting } from "~/root";
import { Link } from "@remix-run/react";
import { telLink } from "~/utils/format";
import { Icon } from "../icons";
import { COPYRIGHT_YEAR, SITE_NAME } from "~/utils/site";

type FooterProps = { setting: ChromeSetting };

const helpLinks = [
  { to: "/tentang-kami", label: "Tentang Kami" },
  { to: "/hubungi-kami", label: "Hubungi Kami" },
  { to: "/term-condition", label: "Syarat & Ketentuan" },
  { to: "/privacy-police", label: "Kebijakan Privasi" },
  { to: "/faq", label: "Pusat Bantuan" },
  { to: "/cara-pembayaran", label: "Cara Pembayaran" },
] as const;

// Only the methods the shop offers (profile-area: payment services BPD and Doku).
const paymentMethods = [
  { src: "/images/payment/bpd.svg", alt: "Transfer Bank (BPD)" },
  { src: "/images/payment/doku.svg", alt: "Kartu Kredit / E-Wallet (Doku)" },
] as const;

const couriers = [
  { src: "/images/shipping/jne.svg", alt: "JNE" },
  { src: "/images/shipping/pos.svg", alt: "POS Indonesia" },
  { src: "/images/shipping/tiki.svg", alt: "TIKI" },
] as const;

export function Footer({ setting }: FooterProps) {
  const socials = [
    { href: setting.facebook, label: "Facebook", icon: "facebook" },
    { href: setting.twitter, label: "Twitter", icon: "twitter" },
    { href: setting.instagram, label: "Instagram", icon: "instagram" },
    { href: setting.linkedin, label: "LinkedIn", icon: "linkedin" },
  ] as const;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section className="footer__section footer__about" aria-labelledby="footer-kantor">
          <h2 id="footer-kantor" className="footer__title">
            Kantor Pusat
          </h2>
          <address className="footer__address">
            <p className="footer__line">
              <Icon name="map-pin" size={18} />
              <span>{setting.address}</span>
            </p>
            <p className="footer__line">
              <Icon name="phone" size={18} />
              <a href={telLink(setting.phone)}>{setting.phone}</a>
            </p>
            <p className="footer__line">
              <Icon name="mail" size={18} />
              <a href={`mailto:${setting.email}`}>{setting.email}</a>
            </p>
          </address>
          <ul className="footer__socials">
            {socials
              .filter((social) => social.href)
              .map((social) => (
                <li key={social.icon}>
                  <a className="icon-button footer__social" href={social.href ?? undefined} rel="noopener noreferrer">
                    <Icon name={social.icon} />
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
          </ul>
        </section>
        <nav className="footer__section" aria-labelledby="footer-bantuan">
          <h2 id="footer-bantuan" className="footer__title">
            Bantuan
          </h2>
          <ul className="footer__links">
            {helpLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__section" aria-labelledby="footer-pembayaran">
          <h2 id="footer-pembayaran" className="footer__title">
            Metode Pembayaran
          </h2>
          <ul className="footer__logos">
            {paymentMethods.map((item) => (
              <li key={item.src}>
                <img src={item.src} alt={item.alt} width={72} height={36} loading="lazy" />
              </li>
            ))}
          </ul>
          <h2 className="footer__title footer__title--spaced">Jasa Pengiriman</h2>
          <ul className="footer__logos">
            {couriers.map((item) => (
              <li key={item.src}>
                <img src={item.src} alt={item.alt} width={72} height={36} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>
            © {COPYRIGHT_YEAR} {SITE_NAME}. Hak cipta dilindungi.
          </p>
        </div>
      </div>
    </footer>
  );
}
