import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { OrderList } from "~/components/account/order-list";
import { ProfileTabs } from "~/components/account/profile-tabs";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { formatCvr } from "~/lib/cvr";
import { formatLongDate } from "~/lib/format";
import { parseKroner } from "~/lib/money";
import type { CustomerOrder } from "~/lib/orders";
import type { OwnProfile } from "~/lib/profiles";
import "~/i18n/areas/profile";
import "~/i18n/areas/subscription";

/**
 * The customer's own page (`/profile`): on its first tab their details, with the ways to edit
 * them, manage subscriptions, download their data or delete the account; on the other their
 * orders (null until that tab is open).
 */
export function ProfilePage({
  tab,
  profile,
  orders,
}: {
  tab: "profile" | "orders";
  profile: OwnProfile;
  orders: CustomerOrder[] | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const address = [profile.streetAddress, [profile.postalCode, profile.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const hasDiscount = parseKroner(profile.discountPercentage) > 0;
  const details: [string, string][] = [
    [t("profile.email"), profile.email],
    [t("profile.firstName"), profile.firstName ?? t("profile.notGiven")],
    [t("profile.lastName"), profile.lastName ?? t("profile.notGiven")],
    [t("profile.phone"), profile.phone ?? t("profile.notGiven")],
    [t("profile.address"), address || t("profile.notGiven")],
    [t("profile.memberSince"), formatLongDate(profile.memberSince, language)],
  ];
  if (profile.role === "b2b_customer") {
    details.push(
      [t("profile.companyName"), profile.companyName ?? t("profile.notGiven")],
      [t("profile.cvrNumber"), profile.cvrNumber ? formatCvr(profile.cvrNumber) : t("profile.notGiven")],
      [t("profile.eanDetail"), profile.eanNumber ?? t("profile.notGiven")],
    );
  }
  if (hasDiscount) details.push([t("profile.discount"), `${Number(profile.discountPercentage)}%`]);

  return (
    <div className="container-page py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">{t("profile.title")}</h1>
          <p className="mt-1 text-muted">{fullName || profile.email}</p>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Icon name="log-out" className="h-4 w-4" />
            {t("profile.logout")}
          </button>
        </Form>
      </header>

      <div className="mt-8">
        <ProfileTabs current={tab} />
      </div>

      {tab === "profile" ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section
            aria-labelledby="profile-details"
            className="rounded-2xl border border-cream-300 bg-white p-6"
          >
            <h2 id="profile-details" className="sr-only">
              {t("profile.profileTab")}
            </h2>
            <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-muted">{label}</dt>
                  <dd className="mt-0.5 text-lg">{value}</dd>
                </div>
              ))}
            </dl>
            <Link to="/profile/edit" className={buttonClasses({ className: "mt-6" })}>
              <Icon name="pencil" className="h-4 w-4" />
              {t("profile.edit")}
            </Link>
            <Link
              to="/profile/abonnement"
              className={buttonClasses({ variant: "outline", className: "mt-6 ml-3" })}
            >
              {t("subscription.manageTitle")}
            </Link>
          </section>
          <section
            aria-labelledby="profile-data"
            className="rounded-2xl border border-cream-300 bg-cream-100 p-6"
          >
            <h2 id="profile-data" className="text-xl font-semibold">
              {t("profile.privacyTitle")}
            </h2>
            <p className="mt-2 text-muted">{t("profile.privacyText")}</p>
            <div className="mt-4 flex flex-col items-start gap-3">
              <a
                href="/profile/data.json"
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <Icon name="download" className="h-4 w-4" />
                {t("profile.downloadData")}
              </a>
              <Link
                to="/profile/delete"
                className={buttonClasses({ variant: "ghost", size: "sm", className: "text-clay-700" })}
              >
                <Icon name="trash" className="h-4 w-4" />
                {t("profile.deleteAccount")}
              </Link>
            </div>
          </section>
        </div>
      ) : (
        <section aria-labelledby="orders-title" className="mt-8 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="orders-title" className="text-2xl font-semibold">
              {t("profile.ordersTab")}
            </h2>
            {orders && orders.length > 0 && (
              <a
                href="/profile/orders.csv"
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <Icon name="download" className="h-4 w-4" />
                {t("profile.exportCsv")}
              </a>
            )}
          </div>
          <OrderList orders={orders ?? []} />
        </section>
      )}
    </div>
  );
}
