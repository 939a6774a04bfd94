import { clsx } from "clsx";

/** A recipe's or post's category, as a small pill. */
export function CategoryBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex w-fit items-center rounded-full bg-forest-50 px-3 py-1 text-xs font-semibold tracking-wide text-forest-800 uppercase",
        className,
      )}
    >
      {label}
    </span>
  );
}
