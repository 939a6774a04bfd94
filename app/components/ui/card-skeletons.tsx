/** Grey cards in the shape of the real ones while a list loads (announced once, not per card). */
export function CardSkeletons({
  count,
  label,
  imageClassName,
}: {
  count: number;
  label: string;
  /** The image's shape (e.g. "aspect-[4/3]"), for cards that have one. */
  imageClassName?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="card-skeleton"
            className="overflow-hidden rounded-2xl border border-cream-300 bg-white motion-safe:animate-pulse"
          >
            {imageClassName && <div className={`${imageClassName} w-full bg-cream-200`} />}
            <div className="space-y-3 p-4">
              <div className="h-4 w-1/3 rounded-full bg-cream-200" />
              <div className="h-6 w-3/4 rounded-full bg-cream-200" />
              <div className="h-4 w-full rounded-full bg-cream-200" />
              <div className="h-4 w-2/3 rounded-full bg-cream-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
