import { Link } from "@remix-run/react";

type SectionHeaderProps = {
  id: string;
  title: string;
  /** The "Lihat semua" target, if the section has one. */
  moreHref?: string;
};

export function SectionHeader({ id, title, moreHref }: SectionHeaderProps) {
  return (
    <div className="section-header">
      <h2 id={id} className="section-header__title">
        {title}
      </h2>
      {moreHref ? (
        <Link to={moreHref} className="section-header__more">
          Lihat semua<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      ) : null}
    </div>
  );
}
