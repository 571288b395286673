/** `count` grey placeholder blocks of a skeleton (`skeleton__line`, `skeleton__row`, …). */
export function SkeletonBlocks({ count, kind }: { count: number; kind: string }) {
  return Array.from({ length: count }, (_, index) => (
    <span key={index} className={`skeleton__block skeleton__${kind}`} />
  ));
}
