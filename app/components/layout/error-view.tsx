import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** What an unexpected failure shows: no technical detail, a way on. */
export function ErrorView() {
  const { t } = useTranslation();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" role="alert">
      <h1 className="text-4xl font-semibold">{t("common.errorTitle")}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t("common.errorText")}</p>
      <div className="mt-8 flex gap-3">
        <a href="" className={buttonClasses()}>
          {t("common.tryAgain")}
        </a>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          {t("common.backToHome")}
        </Link>
      </div>
    </section>
  );
}
