type RatingStarsProps = {
  /** 0–5, halves shown as half stars. */
  value: number;
  className?: string;
};

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/** Stars rounded to the nearest half, read out as one number by screen readers. */
export function RatingStars({ value, className }: RatingStarsProps) {
  const rating = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  const label = `Rating ${rating.toLocaleString("id-ID")} dari 5`;
  return (
    <span className={["rating-stars", className].filter(Boolean).join(" ")} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = rating >= position ? "full" : rating >= position - 0.5 ? "half" : "empty";
        return <Star key={position} fill={fill} />;
      })}
    </span>
  );
}

function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  return (
    <svg
      className={`star star--${fill}`}
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} className="star__empty" />
      {fill === "empty" ? null : <path d={STAR_PATH} className="star__full" />}
    </svg>
  );
}
