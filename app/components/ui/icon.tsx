import type { IconName } from "./icon-names";
// A file of its own in the build, even if small: `<use>` does not take a data: URL.
import sprite from "./icons.svg?no-inline";

export type { IconName } from "./icon-names";

/**
 * A lucide icon, drawn from the shop's sprite (icons.svg: a hashed file cached for good, so the
 * paths are in no page's JavaScript), with the attributes lucide-react gives its own: 24 px,
 * stroked in the text's colour, 2 wide, round ends. Decorative, like every icon here: the text
 * beside it, or a label on its button or link, says what it means.
 */
export function Icon({
  name,
  className,
  size = 24,
  strokeWidth = 2,
}: {
  name: IconName;
  className?: string;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
