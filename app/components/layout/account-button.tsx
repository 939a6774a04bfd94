import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** "Log ind" for a guest. */
export function AccountButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/login" className={buttonClasses({ variant: "outline", size: "sm", className })}>
      <Icon name="user-round" className="h-4 w-4" />
      {t("nav.login")}
    </Link>
  );
}
