import { useEffect } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { ruleValues } from "~/lib/rules-in-texts";
import type { ChangeProblem, SubscriptionsPage as Page } from "~/lib/subscriptions";
import { SubscriptionCard } from "./subscription-card";
import "~/i18n/areas/subscription";

/**
 * The customer's subscriptions (`/profile/abonnement`): each with its next deliveries and its
 * changes, every one a plain form. Back from QuickPay's window before its callback has made
 * the new subscription active, the page looks again in a moment.
 */
export function SubscriptionsPage({
  page,
  justStarted,
  problem,
}: {
  page: Page;
  justStarted: boolean;
  problem: ChangeProblem | "invalid" | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const { subscriptions } = page;
  const waiting = justStarted && subscriptions.length === 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void revalidator.revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);

  return (
    <div className="container-page max-w-3xl space-y-8 py-10">
      <h1 className="text-4xl font-semibold">{t("subscription.manageTitle")}</h1>
      {problem && (
        <p role="alert" className="rounded-xl bg-clay-50 p-4 font-semibold text-clay-700">
          {t(`subscription.problems.${problem}`, ruleValues(language))}
        </p>
      )}
      {waiting && (
        <p role="status" className="rounded-xl bg-cream-100 p-4">
          {t("subscription.pendingStart")}
        </p>
      )}
      {subscriptions.length === 0 && !waiting && (
        <div className="space-y-2">
          <p className="text-lg font-semibold">{t("subscription.none")}</p>
          <p className="text-muted">{t("subscription.noneHint", ruleValues(language))}</p>
          <Link to="/produkter" className={buttonClasses({})}>
            {t("subscription.toProducts")}
          </Link>
        </div>
      )}
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          page={page}
          confirmingCancel={params.get("opsig") === subscription.id}
        />
      ))}
    </div>
  );
}
