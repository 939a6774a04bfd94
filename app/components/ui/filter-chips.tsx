import { clsx } from "clsx";
import { Link } from "react-router";

export type FilterChip = { key: string; label: string; to: string };

/**
 * Filter chips: links, so a filter lives in the address (bookmarkable, works without
 * JavaScript), with the current one marked `aria-current`.
 */
export function FilterChips({
  label,
  chips,
  current,
}: {
  label: string;
  chips: FilterChip[];
  current: string | null;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-current={chip.key === current ? "page" : undefined}
              preventScrollReset
              className={clsx(
                "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                chip.key === current
                  ? "border-forest-700 bg-forest-700 text-white"
                  : "border-forest-200 bg-white text-forest-800 hover:bg-forest-50",
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
