import type { SVGProps } from "react";

type IconName =
  | "menu"
  | "close"
  | "search"
  | "cart"
  | "user"
  | "phone"
  | "mail"
  | "home"
  | "receipt"
  | "arrow-up"
  | "chevron-down"
  | "facebook"
  | "twitter"
  | "instagram"
  | "linkedin"
  | "map-pin"
  | "whatsapp";

// Outline icons on a 24px grid; brand marks are simplified shapes, not logos.
const paths: Record<IconName, string> = {
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4",
  cart: "M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM17 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  "arrow-up": "M12 19V5M5 12l7-7 7 7",
  "chevron-down": "M6 9l6 6 6-6",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z",
  twitter: "M4 4l16 16M20 4L4 20",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h0",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM10 9h4v2a4 4 0 0 1 7 3v6h-4v-6a2 2 0 0 0-4 0v6h-3z",
  "map-pin": "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  whatsapp: "M4 20l1.4-4.2A8 8 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1a4 4 0 0 1-3-3l1-1-1-2z",
};

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName; size?: number };

/**
 * Decorative: the surrounding control carries the accessible name. The stroke's look is `.icon` in
 * app.css rather than six attributes on every copy: a page repeats some icons a dozen times, and
 * that markup was a good part of its weight (issue 27, decision 146).
 */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={["icon", className].filter(Boolean).join(" ")}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
