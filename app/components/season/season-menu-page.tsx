import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ProductFacts } from "~/components/catalogue/product-facts";
import { FormMessage } from "~/components/forms/form-message";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductView } from "~/lib/catalogue";
import { shopDate, shopTimeOfDay } from "~/lib/copenhagen";
import { formatUnitPrice } from "~/lib/food";
import { formatClockTime, formatLongDate } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { isPlaced } from "~/lib/orders";
import type {
  PreorderActionData,
  PreorderReturned,
  SeasonMenuView,
  SeasonPlaceView,
} from "~/lib/season-menus";
import { PreorderForm, type LockerOption } from "./preorder-form";
import "~/i18n/areas/season-menu";

export type SeasonMenuData =
  | { menu: SeasonMenuView<ProductView>; signedIn: false }
  | {
      menu: SeasonMenuView<ProductView>;
      signedIn: true;
      missing: string[];
      token: string;
      returned: PreorderReturned | null;
      cancelled: boolean;
      /** The lockers to choose from (null: the locker service could not answer). */
      lockers: LockerOption[] | null;
    };

/**
 * A season menu's public page: its name and intro, the price of a cover and per kilo, each
 * course with all its food information (the product page's facts), the pickup places with what
 * each day has left, and the pre-order.
 */
export function SeasonMenuPage({ data, answer }: { data: SeasonMenuData; answer?: PreorderActionData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { menu } = data;
  const closes = new Date(menu.closesAt);
  return (
    <div className="container-page space-y-10 py-10">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-4xl font-semibold">{localized(menu.name, menu.nameEn, language)}</h1>
        {localized(menu.intro, menu.introEn, language)
          .split("\n")
          .filter((line) => line.trim())
          .map((line, index) => (
            <p key={index} className="text-lg">
              {line}
            </p>
          ))}
        <p className="text-2xl font-semibold" data-testid="price-per-cover">
          {t("seasonMenu.pricePerCover", { price: formatPrice(menu.pricePerCover, language) })}
        </p>
        {menu.pricePerKilogram !== null && (
          <p className="text-muted" data-testid="unit-price">
            {t("seasonMenu.unitPrice", {
              price: formatUnitPrice({ ore: menu.pricePerKilogram, per: "kg" }, language),
            })}
          </p>
        )}
        <p className="font-medium" data-testid="order-window">
          {menu.open
            ? t("seasonMenu.windowNotice", {
                date: formatLongDate(shopDate(closes), language),
                time: formatClockTime(shopTimeOfDay(closes), language),
              })
            : t("seasonMenu.closedNotice")}
        </p>
      </header>

      <section aria-labelledby="courses-title" className="space-y-6">
        <h2 id="courses-title" className="text-3xl font-semibold">
          {t("seasonMenu.coursesTitle")}
        </h2>
        {menu.courses.map((course) => (
          <article
            key={course.product.id}
            className="space-y-4 rounded-2xl border border-cream-300 bg-white p-5"
            data-testid="course"
          >
            <h3 className="text-2xl font-semibold">
              {localized(course.label, course.labelEn, language)}:{" "}
              {localized(course.product.title, course.product.title_en, language)}
            </h3>
            <p className="text-muted">{t("seasonMenu.jarsPerCover", { count: course.jarsPerCover })}</p>
            <ProductFacts product={course.product} headingLevel={3} />
          </article>
        ))}
      </section>

      <section aria-labelledby="places-title" className="space-y-4">
        <h2 id="places-title" className="text-3xl font-semibold">
          {t("seasonMenu.placesTitle")}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {menu.places.map((place) => (
            <PlaceCard key={place.id} place={place} />
          ))}
        </div>
      </section>

      <section
        aria-labelledby="order-title"
        className="max-w-2xl space-y-4 rounded-2xl border border-cream-300 bg-white p-5"
      >
        <h2 id="order-title" className="text-3xl font-semibold">
          {t("seasonMenu.orderTitle")}
        </h2>
        <OrderSection data={data} answer={answer} />
      </section>
    </div>
  );
}

function PlaceCard({ place }: { place: SeasonPlaceView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="rounded-2xl border border-cream-300 bg-white p-5" data-testid="place">
      <h3 className="text-xl font-semibold">{localized(place.name, place.nameEn, language)}</h3>
      <p className="text-muted">
        {place.kind === "lockers" ? t("seasonMenu.lockersAddress") : place.address}
      </p>
      <ul className="mt-3 space-y-1">
        {place.days.map((day) => (
          <li key={day.date} data-testid="pickup-day">
            <span className="font-medium">{formatLongDate(day.date, language)}</span>,{" "}
            {t("seasonMenu.hours", {
              opens: formatClockTime(day.opens, language),
              closes: formatClockTime(day.closes, language),
            })}
            {" · "}
            <span data-testid="day-state">
              {day.state === "open"
                ? t("seasonMenu.left", { count: day.left })
                : t(`seasonMenu.states.${day.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function OrderSection({ data, answer }: { data: SeasonMenuData; answer?: PreorderActionData }) {
  const { t } = useTranslation();
  const { menu } = data;
  if (!data.signedIn) {
    return (
      <div className="space-y-3">
        <p className="font-medium">{t("seasonMenu.loginRequired")}</p>
        <p className="text-muted">{t("seasonMenu.loginText")}</p>
        <Link
          to={`/login?redirectTo=${encodeURIComponent(`/${menu.slug}`)}`}
          className={buttonClasses({ variant: "accent" })}
        >
          {t("seasonMenu.login")}
        </Link>
      </div>
    );
  }
  if (data.returned) return <Returned order={data.returned} />;
  if (!menu.open) return <p className="font-medium">{t("seasonMenu.closedNotice")}</p>;
  if (data.missing.length > 0) {
    return (
      <FormMessage type="error" title={t("seasonMenu.loginRequired")}>
        <p>
          {t("seasonMenu.missingProfile", {
            fields: data.missing
              .map((field) => t(`seasonMenu.fields.${field as "phone"}`, { defaultValue: field }))
              .join(", "),
          })}
        </p>
        <Link to="/profile/edit" className="font-medium underline underline-offset-2">
          {t("seasonMenu.editProfile")}
        </Link>
      </FormMessage>
    );
  }
  return (
    <>
      {data.cancelled && (
        <FormMessage type="info" title={t("seasonMenu.cancelledTitle")}>
          <p>{t("seasonMenu.cancelledText")}</p>
        </FormMessage>
      )}
      <PreorderForm menu={menu} token={data.token} lockers={data.lockers} answer={answer} />
    </>
  );
}

/** Back from paying: the order as the server has it (paid, still waiting, or given up). */
function Returned({ order }: { order: PreorderReturned }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const [waiting] = useState(order.status === "pending");
  useEffect(() => {
    if (order.status !== "pending") return;
    // The payment's word may still be on its way: ask again shortly.
    const timer = setInterval(() => void revalidator.revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [order.status, revalidator]);
  if (order.status === "pending")
    return (
      <FormMessage type="info" title={t("seasonMenu.waitingTitle")}>
        <p>{t("seasonMenu.thanksPending")}</p>
      </FormMessage>
    );
  if (!isPlaced(order.status))
    return (
      <FormMessage type="error" title={t("seasonMenu.cancelledTitle")}>
        <p>{t("seasonMenu.thanksCancelled")}</p>
      </FormMessage>
    );
  return (
    <div
      role="status"
      aria-live={waiting ? "polite" : undefined}
      className="space-y-2"
      data-testid="preorder-thanks"
    >
      <p className="text-2xl font-semibold">{t("seasonMenu.thanksTitle")}</p>
      <p>{t("seasonMenu.thanksText", { number: order.number })}</p>
      <p className="font-medium">
        {t("seasonMenu.thanksPickup", {
          date: formatLongDate(order.date, language),
          hours:
            order.opens && order.closes
              ? t("seasonMenu.hours", {
                  opens: formatClockTime(order.opens, language),
                  closes: formatClockTime(order.closes, language),
                })
              : "",
          place: localized(order.place, order.placeEn, language),
        })}
      </p>
      <Link to="/profile?tab=orders" className={buttonClasses({ variant: "outline" })}>
        {t("seasonMenu.seeOrders")}
      </Link>
    </div>
  );
}
