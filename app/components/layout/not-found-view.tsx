import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The 404 page: shown for unknown addresses. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-clay-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-semibold">{t("not_found.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t("not_found.subtitle")}</p>
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        {t("not_found.back")}
      </Link>
    </section>
  );
}
