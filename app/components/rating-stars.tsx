type RatingStarsProps = {
  /** 0–5, halves shown as half stars. */
  value: number;
  className?: string;
};

/**
 * Stars rounded to the nearest half, read out as one number by screen readers. Each star is an
 * empty element drawn by app.css (a star-shaped mask over its colour): a product list shows a
 * hundred of them, and as inline SVG they were a third of a page's markup and of the nodes the
 * browser lays out and React hydrates (issues 27 and 29, decision 146).
 */
export function RatingStars({ value, className }: RatingStarsProps) {
  const rating = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  const label = `Rating ${rating.toLocaleString("id-ID")} dari 5`;
  return (
    <span className={["rating-stars", className].filter(Boolean).join(" ")} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = rating >= position ? "full" : rating >= position - 0.5 ? "half" : "empty";
        return <span key={position} className={`star star--${fill}`} />;
      })}
    </span>
  );
}
