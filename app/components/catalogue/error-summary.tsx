import { useEffect, useRef } from "react";

type ErrorSummaryProps = {
  title: string;
  /** One entry per message, linking to the field it is about. */
  errors: { id: string; message: string }[];
};

/** The list of a form's errors above it, each a link to its field; focused when it appears. */
export function ErrorSummary({ title, errors }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h3 id="error-summary-title" className="error-summary__title">
        {title}
      </h3>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.id}-${error.message}`}>
            <a href={`#${error.id}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
