import { useTranslation } from "~/i18n/use-translation";
import { LegalPage } from "~/components/content/legal-page";
import { termsAndConditions } from "~/content/legal";
import { useDeliveryDayValues } from "~/hooks/use-delivery-days";
import { useLanguage } from "~/hooks/use-root-data";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/handelsbetingelser";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.terms.title"),
    description: t("meta.terms.description"),
  }));

export default function Page() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("meta.terms.title")}
      document={termsAndConditions[useLanguage()]}
      values={useDeliveryDayValues()}
    />
  );
}
