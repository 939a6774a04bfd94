import { useRootData } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A thin line at the top of every page while a built-in sandbox stands in for QuickPay or
 * Økoskabet, so nobody takes the test shop for the real one. Rendered on the server with the
 * page (no script of its own, no shift after load). Fake payments are the fact that matters
 * most; with real payments and the locker sandbox, it says that lockers are not real.
 */
export function TestShopBanner() {
  const { t } = useTranslation();
  const sandboxes = useRootData()?.sandboxes;
  if (!sandboxes || !(sandboxes.payments || sandboxes.lockers)) return null;
  return (
    <p role="note" className="bg-clay-700 px-4 py-1 text-center text-sm font-medium text-white">
      {sandboxes.payments ? t("common.testShopPayments") : t("common.testShopLockers")}
    </p>
  );
}
