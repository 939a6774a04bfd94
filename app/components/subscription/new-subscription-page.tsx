import { Form, Link, useSubmit } from "react-router";
import { LockerOptions } from "~/components/checkout/locker-options";
import { FrequencyChoice } from "~/components/subscription/frequency-choice";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import { formatDeliveryDay } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { ruleValues } from "~/lib/rules-in-texts";
import { MIN_JARS, STARTS_PER_DAY, type StartPage, type StartProblem } from "~/lib/subscriptions";
import "~/i18n/areas/subscription";

/**
 * Starting a subscription from the cart (`/profile/abonnement/ny`): the choices live in the
 * address (a GET form that submits on change), the start posts them; a start refused shows why,
 * and the same jars as a subscription the customer has are asked about first.
 */
export function NewSubscriptionPage({
  page,
  windowCancelled,
  problem,
  titles,
}: {
  page: StartPage;
  /** Back from QuickPay's window without authorizing. */
  windowCancelled: boolean;
  problem: StartProblem["reason"] | null;
  /** With `unavailable`: the jars no longer on sale. */
  titles: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const submit = useSubmit();
  const { choices } = page;
  const price = (ore: number) => formatPrice(ore, language);
  const tooFew = page.jars < MIN_JARS;
  return (
    <div className="container-page max-w-3xl space-y-8 py-10">
      <header className="space-y-3">
        <h1 className="text-4xl font-semibold">{t("subscription.startTitle")}</h1>
        <p className="text-muted">
          {t("subscription.startIntro", {
            frequency: t(
              choices.frequencyWeeks === 2 ? "subscription.every2" : "subscription.every1",
            ).toLowerCase(),
            percent: page.discountPercent,
          })}
        </p>
      </header>
      {windowCancelled && (
        <p role="status" className="rounded-xl bg-clay-50 p-4">
          {t("subscription.cancelledWindow")}
        </p>
      )}
      {problem === "duplicate" ? (
        <div
          role="alertdialog"
          aria-labelledby="duplicate-question"
          className="space-y-3 rounded-xl bg-clay-50 p-4"
        >
          <p id="duplicate-question" className="font-semibold">
            {t("subscription.duplicateQuestion")}
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <StartFields page={page} />
              <input type="hidden" name="bekraeft" value="1" />
              <Button type="submit" variant="accent" autoFocus>
                {t("subscription.duplicateConfirm")}
              </Button>
            </Form>
            <Link to="/profile/abonnement" className={buttonClasses({ variant: "ghost" })}>
              {t("subscription.duplicateDecline")}
            </Link>
          </div>
        </div>
      ) : (
        problem && (
          <p role="alert" className="rounded-xl bg-clay-50 p-4 font-semibold text-clay-700">
            {t(`subscription.problems.${problem}`, {
              ...ruleValues(language),
              titles,
              max: STARTS_PER_DAY,
            })}
          </p>
        )
      )}

      <section aria-labelledby="jars" className="space-y-3">
        <h2 id="jars" className="text-2xl font-semibold">
          {t("subscription.jars")}
        </h2>
        {page.lines.length === 0 ? (
          <p>{t("subscription.emptyCart", { min: MIN_JARS })}</p>
        ) : (
          <ul className="divide-y divide-cream-300 rounded-xl bg-white px-4" data-testid="subscription-jars">
            {page.lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-4 py-2">
                <span>
                  {line.quantity} × {localized(line.title, line.titleEn, language)}
                </span>
                <span>{price(line.unitPrice * line.quantity)}</span>
              </li>
            ))}
          </ul>
        )}
        {tooFew && (
          <p>
            {page.lines.length > 0 && t("subscription.tooFew", { min: MIN_JARS, count: page.jars })}{" "}
            <Link to="/produkter" className="underline underline-offset-4">
              {t("subscription.toProducts")}
            </Link>
          </p>
        )}
      </section>

      {!tooFew && (
        <>
          <Form
            method="get"
            className="space-y-6"
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
          >
            <FrequencyChoice
              name="hyppighed"
              legend={t("subscription.frequency")}
              checked={choices.frequencyWeeks}
              spacing="space-y-2"
              legendClassName="text-xl font-semibold"
            />
            <fieldset className="space-y-2">
              <legend className="text-xl font-semibold">{t("subscription.delivery")}</legend>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="levering"
                  value="standard"
                  defaultChecked={choices.provider === "standard"}
                />
                {t("subscription.home", { address: page.address })}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="levering"
                  value="okoskabet"
                  defaultChecked={choices.provider === "okoskabet"}
                />
                {t("subscription.locker")}
              </label>
              {choices.provider === "okoskabet" && page.lockers.length > 0 && (
                <label className="block space-y-1">
                  <span className="font-semibold">{t("subscription.chooseLocker")}</span>
                  <select
                    name="skab"
                    defaultValue={page.lockerId ?? undefined}
                    className="block w-full rounded-lg border p-2"
                  >
                    <LockerOptions lockers={page.lockers} />
                  </select>
                </label>
              )}
            </fieldset>
            <label className="block space-y-1">
              <span className="text-xl font-semibold">{t("subscription.startDate")}</span>
              {page.dates.length === 0 ? (
                <span className="block">{t("subscription.noDates")}</span>
              ) : (
                <select
                  name="start"
                  defaultValue={page.start ?? undefined}
                  className="block w-full rounded-lg border p-2"
                >
                  {page.dates.map((date) => (
                    <option key={date} value={date}>
                      {formatDeliveryDay(date, language)}
                    </option>
                  ))}
                </select>
              )}
            </label>
            <noscript>
              <Button type="submit" variant="outline">
                {t("subscription.update")}
              </Button>
            </noscript>
          </Form>

          <section
            aria-labelledby="summary"
            className="space-y-3 rounded-2xl border border-cream-300 bg-white p-5"
          >
            <h2 id="summary" className="text-2xl font-semibold">
              {t("subscription.summaryTitle")}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="text-muted">{t("subscription.pricePer")}</dt>
              <dd>
                <strong data-testid="subscription-price">{price(page.price.total)}</strong>{" "}
                <span className="text-muted">
                  (
                  {t("subscription.priceBreakdown", {
                    subtotal: price(page.price.subtotal),
                    discount: price(page.price.discount),
                    freight: price(page.price.freight),
                  })}
                  )
                </span>
              </dd>
              <dt className="text-muted">{t("subscription.frequency")}</dt>
              <dd>{t(choices.frequencyWeeks === 2 ? "subscription.every2" : "subscription.every1")}</dd>
              <dt className="text-muted">{t("subscription.nextDates")}</dt>
              <dd>
                <ol data-testid="subscription-next-dates">
                  {page.nextDates.map((date) => (
                    <li key={date}>{formatDeliveryDay(date, language)}</li>
                  ))}
                </ol>
              </dd>
            </dl>
            <p>{t("subscription.terms", ruleValues(language))}</p>
            <Form method="post">
              <StartFields page={page} />
              <button
                type="submit"
                disabled={!page.start}
                className={buttonClasses({ variant: "accent", size: "lg", className: "w-full" })}
              >
                {t("subscription.confirm")}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}

/** The choices a start posts: by the start button, and again by the same-jars question's yes. */
function StartFields({ page }: { page: StartPage }) {
  const { choices } = page;
  return (
    <>
      <input type="hidden" name="hyppighed" value={choices.frequencyWeeks} />
      <input type="hidden" name="levering" value={choices.provider} />
      {page.lockerId && choices.provider === "okoskabet" && (
        <input type="hidden" name="skab" value={page.lockerId} />
      )}
      {page.start && <input type="hidden" name="start" value={page.start} />}
    </>
  );
}
