import { Link } from "@remix-run/react";

export type Crumb = { label: string; href?: string };

/** Beranda first, the current page last (not a link). Uses the shared `.breadcrumb` styles. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: "Beranda", href: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${item.label}`} aria-current={last ? "page" : undefined}>
              {item.href && !last ? <Link to={item.href}>{item.label}</Link> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
