import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { formatLongDate } from "~/lib/format";
import "~/i18n/areas/blog";

/** "18. november 2026 · 4 min læsning", with the author first when given. */
export function PostDateline({
  publishedAt,
  publishedOn,
  readTime,
  author,
  className,
}: {
  /** The instant, for machines, and its Copenhagen calendar day ("2026-11-18") for people. */
  publishedAt: string;
  publishedOn: string;
  readTime: number | null;
  author?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const parts = [
    author && <span key="author">{t("blog.by", { author })}</span>,
    <time key="date" dateTime={publishedAt}>
      {formatLongDate(publishedOn, language)}
    </time>,
    readTime && <span key="read">{t("blog.readTime", { count: readTime })}</span>,
  ].filter(Boolean);
  return (
    <p className={clsx("flex flex-wrap items-center gap-x-2 text-sm text-muted", className)}>
      {parts.map((part, index) => (
        <span key={index} className="inline-flex items-center gap-2">
          {index > 0 && <span aria-hidden="true">·</span>}
          {part}
        </span>
      ))}
    </p>
  );
}
