import { useEffect, type ReactNode } from "react";
import { Form, Link, redirect, useRevalidator, useSearchParams } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import { useTranslation } from "~/i18n/use-translation";
import { addDays } from "~/lib/copenhagen";
import { formatDeliveryDay, formatLongDate, formatWeekday } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { formatPrice } from "~/lib/money";
import { startPayment } from "~/server/checkout.server";
import { readForm } from "~/server/forms.server";
import { resolveLanguage } from "~/server/language.server";
import { requireUser } from "~/server/session.server";
import { declinedOrderOf } from "~/server/subscriptions/billing.server";
import { changeFromForm } from "~/server/subscriptions/changes.server";
import { managePage } from "~/server/subscriptions/view.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/profile.abonnement";
import "~/i18n/areas/subscription";
import { ruleValues } from "~/lib/rules-in-texts";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => ({
    title: t("subscription.manageTitle"),
    description: t("subscription.terms", ruleValues(language)),
    noindex: true,
  }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { ...(await managePage(user.id)), justStarted: url.searchParams.get("startet") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") === "pay") {
    // A declined delivery, paid through the ordinary payment window.
    const orderId = String(form.get("order") ?? "");
    const order = isUuid(orderId) ? await declinedOrderOf(user.id, orderId) : null;
    if (!order) return { problem: "not-found" as const };
    const started = await startPayment(order, {
      language: resolveLanguage(request).language,
      returnTo: "page",
    });
    if (started.kind === "window") return redirect(started.url);
    return { problem: started.kind === "paid" ? null : ("fixed" as const) };
  }
  const result = await changeFromForm(user.id, form);
  if (!result.ok) return { problem: result.problem };
  return redirectWithToast("/profile/abonnement", {
    type: "success",
    title: result.kind === "cancel" ? "subscription.cancelledToast" : "subscription.changedToast",
    values: { date: formatLongDate(result.from, resolveLanguage(request).language) },
  });
}

export default function ManageSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const { subscriptions, justStarted } = loaderData;
  const waiting = justStarted && subscriptions.length === 0;
  // Back from the window before QuickPay's callback: look again in a moment.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void revalidator.revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);
  const confirmingCancel = params.get("opsig");
  const price = (ore: number) => formatPrice(ore, language);
  const title = (line: { title: string; titleEn: string | null }) =>
    localized(line.title, line.titleEn, language);

  return (
    <div className="container-page max-w-3xl space-y-8 py-10">
      <h1 className="text-4xl font-semibold">{t("subscription.manageTitle")}</h1>
      {actionData?.problem && (
        <p role="alert" className="rounded-xl bg-clay-50 p-4 font-semibold text-clay-700">
          {t(`subscription.problems.${actionData.problem}`, ruleValues(language))}
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
      {subscriptions.map((subscription) => {
        const open = subscription.status !== "cancelled";
        const hidden = <input type="hidden" name="subscription" value={subscription.id} />;
        const titleOf = (productId: string) => {
          const product =
            subscription.lines.find((line) => line.productId === productId) ??
            loaderData.products.find((candidate) => candidate.id === productId);
          return product ? title(product) : "";
        };
        return (
          <article
            key={subscription.id}
            className="space-y-6 rounded-2xl border border-cream-300 bg-white p-5"
            data-testid="subscription"
            aria-labelledby={`subscription-${subscription.id}`}
          >
            <header className="space-y-1">
              <h2 id={`subscription-${subscription.id}`} className="text-2xl font-semibold">
                {t("subscription.every", {
                  frequency: t(
                    subscription.frequencyWeeks === 2 ? "subscription.every2" : "subscription.every1",
                  ).toLowerCase(),
                })}{" "}
                <span className="text-base font-normal" data-testid="subscription-status">
                  ({t(`subscription.status.${subscription.status}`)})
                </span>
              </h2>
              {subscription.status === "paused" && (
                <p>
                  {subscription.pausedUntil
                    ? t("subscription.pausedUntil", {
                        date: formatLongDate(subscription.pausedUntil, language),
                      })
                    : t("subscription.pausedOpen")}
                </p>
              )}
              <p>
                {subscription.provider === "okoskabet" && subscription.shed
                  ? `${subscription.shed.name}, ${subscription.shed.address}, ${subscription.shed.zip} ${subscription.shed.city}`
                  : t("subscription.delivery")}
              </p>
              {subscription.card?.last4 && (
                <p>{t("subscription.card", { last4: subscription.card.last4 })}</p>
              )}
              <p>
                {t("subscription.pricePer")}:{" "}
                <strong data-testid="subscription-price">{price(subscription.price.total)}</strong>
              </p>
              {open && (
                <p className="text-muted">
                  {t("subscription.changesFrom", {
                    date: formatLongDate(subscription.firstChangeable, language),
                  })}
                </p>
              )}
            </header>

            <section className="space-y-2">
              <h3 className="text-xl font-semibold">{t("subscription.deliveriesTitle")}</h3>
              <ol className="divide-y divide-cream-300" data-testid="subscription-deliveries">
                {subscription.deliveries.map((delivery) => {
                  const state =
                    delivery.orderStatus === "paid" || delivery.orderStatus === "shipped"
                      ? t("subscription.delivered.paid")
                      : delivery.orderStatus === "cancelled"
                        ? t("subscription.delivered.released")
                        : delivery.reason
                          ? t(`subscription.skipReason.${delivery.reason}`)
                          : t(`subscription.delivered.${delivery.status}`);
                  return (
                    <li
                      key={delivery.date}
                      className="flex flex-wrap items-center justify-between gap-3 py-3"
                      data-testid="subscription-delivery"
                    >
                      <div>
                        <p className="font-semibold">{formatDeliveryDay(delivery.date, language)}</p>
                        <p className="text-sm text-muted" data-testid="delivery-state">
                          {state}
                          {delivery.locked && open && delivery.status !== "skipped" && !delivery.orderStatus
                            ? ` · ${t("subscription.locked", { date: formatLongDate(subscription.firstChangeable, language) })}`
                            : ""}
                        </p>
                        {delivery.status !== "skipped" && (
                          <p className="text-sm" data-testid="delivery-contents">
                            {t("subscription.contents")}:{" "}
                            {(delivery.items ?? subscription.lines)
                              .map((line) => `${line.quantity} × ${titleOf(line.productId)}`)
                              .join(", ")}
                          </p>
                        )}
                      </div>
                      {delivery.payable && delivery.orderId && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="pay" />
                          <input type="hidden" name="order" value={delivery.orderId} />
                          <Button type="submit" variant="accent" size="sm">
                            {t("subscription.pay")}
                          </Button>
                        </Form>
                      )}
                      {open &&
                        !delivery.locked &&
                        (delivery.status === "planned" || delivery.reason === "customer") && (
                          <Form method="post">
                            {hidden}
                            <input type="hidden" name="date" value={delivery.date} />
                            <input
                              type="hidden"
                              name="intent"
                              value={delivery.status === "skipped" ? "unskip" : "skip"}
                            />
                            <Button type="submit" variant="outline" size="sm">
                              {delivery.status === "skipped"
                                ? t("subscription.unskip")
                                : t("subscription.skip")}
                              <span className="sr-only"> {formatDeliveryDay(delivery.date, language)}</span>
                            </Button>
                          </Form>
                        )}
                    </li>
                  );
                })}
              </ol>
            </section>

            {open && (
              <>
                <Form method="post" className="space-y-3">
                  {hidden}
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
                          {loaderData.products.map((product) => (
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
                  <ChangeForm
                    subscriptionId={subscription.id}
                    intent="frequency"
                    submit={t("subscription.save")}
                  >
                    <fieldset className="space-y-1">
                      <legend className="font-semibold">{t("subscription.changeFrequency")}</legend>
                      {([1, 2] as const).map((weeks) => (
                        <label key={weeks} className="flex items-center gap-2">
                          <input
                            type="radio"
                            name="frequency"
                            value={weeks}
                            defaultChecked={subscription.frequencyWeeks === weeks}
                          />
                          {t(weeks === 2 ? "subscription.every2" : "subscription.every1")}
                        </label>
                      ))}
                    </fieldset>
                  </ChangeForm>

                  <ChangeForm
                    subscriptionId={subscription.id}
                    intent="weekday"
                    submit={t("subscription.save")}
                  >
                    <label className="block space-y-1">
                      <span className="font-semibold">{t("subscription.changeWeekday")}</span>
                      <select name="weekday" className="block w-full rounded-lg border p-2">
                        {loaderData.weekdays.map((weekday) => (
                          // 29 November 2026 was a Sunday: the weekday's name from a date on it.
                          <option key={weekday} value={weekday}>
                            {formatWeekday(addDays("2026-11-29", weekday), language)}
                          </option>
                        ))}
                      </select>
                    </label>
                  </ChangeForm>

                  <ChangeForm
                    subscriptionId={subscription.id}
                    intent="delivery"
                    submit={t("subscription.save")}
                  >
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
                      {loaderData.sheds.map((shed) => (
                        <label key={shed.id} className="flex items-center gap-2">
                          <input
                            type="radio"
                            name="levering"
                            value={`skab:${shed.id}`}
                            defaultChecked={
                              subscription.provider === "okoskabet" && subscription.shed?.id === shed.id
                            }
                          />
                          {shed.name}, {shed.address}
                        </label>
                      ))}
                    </fieldset>
                  </ChangeForm>

                  {subscription.status === "paused" ? (
                    <ChangeForm
                      subscriptionId={subscription.id}
                      intent="resume"
                      submit={t("subscription.resume")}
                    />
                  ) : (
                    <ChangeForm
                      subscriptionId={subscription.id}
                      intent="pause"
                      submit={t("subscription.pauseButton")}
                    >
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
                      </fieldset>
                    </ChangeForm>
                  )}
                </div>

                {confirmingCancel === subscription.id ? (
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
                        {hidden}
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
            )}
          </article>
        );
      })}
    </div>
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
      <input type="hidden" name="subscription" value={subscriptionId} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant="outline" size="sm">
        {submit}
      </Button>
    </Form>
  );
}
