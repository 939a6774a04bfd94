import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useLocation } from "react-router";

/**
 * Previous / page x of y / next, as links that keep the rest of this page's address; `param`
 * is the address's name for the page (the product list's is `side`).
 */
export function Pagination({
  page,
  pageCount,
  param = "page",
}: {
  page: number;
  pageCount: number;
  param?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const link =
    "inline-flex h-11 items-center rounded-full border border-forest-200 bg-white px-4 font-medium text-forest-800 hover:bg-forest-50";
  return (
    <nav aria-label={t("products.pagination")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={link}>
          {t("products.previous")}
        </Link>
      ) : (
        <span className={clsx(link, "invisible")} aria-hidden="true">
          {t("products.previous")}
        </span>
      )}
      <span className="text-muted" aria-current="page">
        {t("products.pageOf", { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          {t("products.next")}
        </Link>
      ) : (
        <span className={clsx(link, "invisible")} aria-hidden="true">
          {t("products.next")}
        </span>
      )}
    </nav>
  );
}
