import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { useRootData } from "~/hooks/use-root-data";
import { breadcrumbJsonLd, breadcrumbTrail } from "~/lib/breadcrumbs";

/** The trail under the header (not on the home page), with BreadcrumbList structured data. */
export function Breadcrumbs() {
  const { t, exists } = useTranslation();
  const { pathname } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const trail = breadcrumbTrail(pathname, t("breadcrumbs.home"), (segment) => {
    const key = `breadcrumbs.segments.${segment}`;
    return exists(key) ? (t(key as "breadcrumbs.home") as string) : undefined;
  });
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t("breadcrumbs.label")} className="border-b border-cream-200 bg-cream-100">
      <ol className="container-page flex flex-wrap items-center gap-1 py-2 text-sm text-muted">
        {trail.map((crumb, index) => {
          // With an id skipped at the end, the last crumb is the page's parent: a link.
          const current = index === trail.length - 1 && crumb.href === pathname.replace(/\/+$/, "");
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <Icon name="chevron-right" className="h-4 w-4 shrink-0" />}
              {current ? (
                <span aria-current="page" className="font-medium text-forest-800">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="underline-offset-2 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail, publicUrl)} />
    </nav>
  );
}
