import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useAdminTranslation } from "~/i18n/admin";

/**
 * The actions of a list made to be printed (packing lists, the kitchen's lists): print (once
 * scripts run; without them the browser's own print does), the same as CSV, and back.
 */
export function PrintableActions({ csvHref, backTo }: { csvHref: string; backTo: string }) {
  const { t } = useAdminTranslation();
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && (
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t("production.print")}
        </Button>
      )}
      <a href={csvHref} className="underline underline-offset-2">
        {t("common.exportCsv")}
      </a>
      <Link to={backTo} className="underline underline-offset-2">
        {t("common.back")}
      </Link>
    </>
  );
}
