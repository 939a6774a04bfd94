import { useTranslation } from "~/i18n/use-translation";
import { LegalPage } from "~/components/content/legal-page";
import { privacyPolicy } from "~/content/legal";
import { useLanguage } from "~/hooks/use-root-data";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/privatlivspolitik";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.privacy.title"),
    description: t("meta.privacy.description"),
  }));

export default function Page() {
  const { t } = useTranslation();
  return <LegalPage title={t("meta.privacy.title")} document={privacyPolicy[useLanguage()]} />;
}
