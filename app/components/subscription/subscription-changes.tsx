import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FrequencyChoice } from "~/components/subscription/frequency-choice";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import { addDays } from "~/lib/copenhagen";
import { formatLongDate, formatWeekday } from "~/lib/format";
import type { SubscriptionsPage, SubscriptionView } from "~/lib/subscriptions";
import "~/i18n/areas/subscription";

/** Which subscription a form changes. */
export function SubscriptionField({ subscriptionId }: { subscriptionId: string }) {
  return <input type="hidden" name="subscription" value={subscriptionId} />;
}

/**
 * What the customer may change of an open subscription, each a form of its own: the jars, how
 * often, the weekday, where, a pause (or the end of one), and the end of the subscription after
 * a confirmation (`?opsig=<id>`, a link, so it works without JavaScript).
 */
export function SubscriptionChanges({
  subscription,
  page,
  confirmingCancel,
}: {
  subscription: SubscriptionView;
  page: SubscriptionsPage;
  confirmingCancel: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = (product: { title: string; titleEn: string | null }) =>
    localized(product.title, product.titleEn, language);
  const change = (intent: string, submit: string, children?: ReactNode) => (
    <ChangeForm subscriptionId={subscription.id} intent={intent} submit={submit}>
      {children}
    </ChangeForm>
  );

  return (
    <>
      <Form method="post" className="space-y-3">
        <SubscriptionField subscriptionId={subscription.id} />
        <input type="hidden" name="intent" value="items" />
        <fieldset className="space-y-2">
          <legend className="text-xl font-semibold">{t("subscription.changeJars")}</legend>
          {subscription.lines.map((line) => (
            <div key={line.productId}>
              <label className="flex items-center justify-between gap-3">
                <span>{title(line)}</span>
                <input
                  type="number"
                  name={`qty:${line.productId}`}
                  min={0}
                  max={99}
                  defaultValue={line.quantity}
                  aria-label={t("subscription.quantityOf", { title: title(line) })}
                  className="w-20 rounded-lg border p-2"
                />
              </label>
              {!line.available && (
                <p className="text-sm text-clay-700">
                  {t("subscription.unavailableJar", { title: title(line) })}
                </p>
              )}
            </div>
          ))}
          <div className="flex flex-wrap items-end gap-3">
            <label className="grow space-y-1">
              <span className="block">{t("subscription.addJar")}</span>
              <select name="add" defaultValue="" className="block w-full rounded-lg border p-2">
                <option value="">{t("subscription.none_option")}</option>
                {page.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {title(product)}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1">
              <span className="block">{t("subscription.addQty")}</span>
              <input
                type="number"
                name="addQty"
                min={1}
                max={99}
                defaultValue={1}
                className="w-20 rounded-lg border p-2"
              />
            </label>
          </div>
        </fieldset>
        <Button type="submit">{t("subscription.save")}</Button>
      </Form>

      <div className="grid gap-6 sm:grid-cols-2">
        {change(
          "frequency",
          t("subscription.save"),
          <FrequencyChoice
            name="frequency"
            legend={t("subscription.changeFrequency")}
            checked={subscription.frequencyWeeks}
            spacing="space-y-1"
            legendClassName="font-semibold"
          />,
        )}

        {change(
          "weekday",
          t("subscription.save"),
          <label className="block space-y-1">
            <span className="font-semibold">{t("subscription.changeWeekday")}</span>
            <select name="weekday" className="block w-full rounded-lg border p-2">
              {page.weekdays.map((weekday) => (
                // 29 November 2026 was a Sunday: the weekday's name from a date on it.
                <option key={weekday} value={weekday}>
                  {formatWeekday(addDays("2026-11-29", weekday), language)}
                </option>
              ))}
            </select>
          </label>,
        )}

        {change(
          "delivery",
          t("subscription.save"),
          <fieldset className="space-y-1">
            <legend className="font-semibold">{t("subscription.changeDelivery")}</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="levering"
                value="standard"
                defaultChecked={subscription.provider === "standard"}
              />
              {t("subscription.delivery")}
            </label>
            {page.lockers.map((locker) => (
              <label key={locker.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="levering"
                  value={`skab:${locker.id}`}
                  defaultChecked={
                    subscription.provider === "okoskabet" && subscription.locker?.id === locker.id
                  }
                />
                {locker.name}, {locker.address}
              </label>
            ))}
          </fieldset>,
        )}

        {subscription.status === "paused"
          ? change("resume", t("subscription.resume"))
          : change(
              "pause",
              t("subscription.pauseButton"),
              <fieldset className="space-y-1">
                <legend className="font-semibold">{t("subscription.pause")}</legend>
                <label className="block space-y-1">
                  <span className="block">{t("subscription.pauseUntil")}</span>
                  <input
                    type="date"
                    name="untilDate"
                    min={subscription.firstChangeable}
                    className="rounded-lg border p-2"
                  />
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="open" value="1" />
                  {t("subscription.pauseOpen")}
                </label>
              </fieldset>,
            )}
      </div>

      {confirmingCancel ? (
        <div
          role="alertdialog"
          aria-labelledby="cancel-title"
          aria-describedby="cancel-text"
          className="space-y-3 rounded-xl bg-clay-50 p-4"
        >
          <h3 id="cancel-title" className="text-xl font-semibold">
            {t("subscription.cancelConfirmTitle")}
          </h3>
          <p id="cancel-text">
            {t("subscription.cancelConfirmText", {
              date: formatLongDate(subscription.firstChangeable, language),
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <SubscriptionField subscriptionId={subscription.id} />
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="accent" autoFocus>
                {t("subscription.cancelConfirm")}
              </Button>
            </Form>
            <Link to="/profile/abonnement" className={buttonClasses({ variant: "ghost" })}>
              {t("subscription.keep")}
            </Link>
          </div>
        </div>
      ) : (
        <Link
          to={`/profile/abonnement?opsig=${subscription.id}`}
          className={buttonClasses({ variant: "outline" })}
        >
          {t("subscription.cancel")}
        </Link>
      )}
    </>
  );
}

/** One change to a subscription: its own small form, posted with the subscription and the intent. */
function ChangeForm({
  subscriptionId,
  intent,
  submit,
  children,
}: {
  subscriptionId: string;
  intent: string;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-2">
      <SubscriptionField subscriptionId={subscriptionId} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant="outline" size="sm">
        {submit}
      </Button>
    </Form>
  );
}
