/**
 * The subscription's e-mails: started, every change, cancelled, the reminder a week before each
 * delivery, a declined payment (with the link to pay), paused after declines, a jar left out, a
 * delivery skipped for too few jars, a day fully booked, a price rise before it reaches a delivery. Each is a few paragraphs and a button to the customer's subscription page.
 */
import { emailTranslator } from "~/i18n/email/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { shopTimeOfDay } from "~/lib/copenhagen";
import { formatClockTime, formatLongDate, formatWeekday } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { ruleValues } from "~/lib/rules-in-texts";
import { MIN_JARS } from "~/lib/subscriptions";
import { config } from "../config.server";
import type { Database, Transaction } from "../db/index.server";
import type { LockerInfo } from "../db/schema.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

type T = ReturnType<typeof emailTranslator>;

export type SubscriptionMailContext = {
  to: string | null;
  language: string;
  frequencyWeeks: number;
  /** The jars, as "2 × Tomatsuppe". */
  lines: string[];
  provider: string;
  locker: LockerInfo | null;
  address: string | null;
};

/** Every subscription e-mail and the values it needs. */
export type SubscriptionMail =
  | { kind: "started"; date: string; price: number }
  | { kind: "changed"; change: Change; from: string }
  | { kind: "cancelled"; lastDate: string; fixedDates: string[] }
  | { kind: "reminder"; date: string; deadline: string }
  | { kind: "declined"; date: string; price: number; deadline: Date; payUrl: string }
  | { kind: "paused" }
  | { kind: "leftOut"; date: string; titles: string[] }
  /** Only `jars` of the delivery's jars could be delivered (`titles` could not): skipped. */
  | { kind: "tooFewJars"; date: string; jars: number; titles: string[] }
  | { kind: "skippedFull"; date: string }
  /** Jars dearer from the delivery on `date`; the customer may change or cancel until `deadline`. */
  | { kind: "priceRise"; date: string; deadline: string; rises: PriceRise[] };

/** A jar whose price goes up (øre). */
export type PriceRise = { title: string; titleEn: string | null; from: number; to: number };

export type Change =
  | { kind: "skip" | "unskip" | "pause"; date: string }
  | { kind: "pauseOpen" | "resume" | "items" | "frequency" | "delivery" }
  | { kind: "weekday"; date: string };

function frequencyText(t: T, weeks: number) {
  return weeks === 2 ? t("subscription.every2") : t("subscription.every1");
}

function whereText(t: T, context: SubscriptionMailContext) {
  return context.provider === "okoskabet" && context.locker
    ? `${context.locker.name}, ${context.locker.address}, ${context.locker.zip} ${context.locker.city}`
    : t("subscription.home", { address: context.address ?? "" });
}

function changeText(t: T, change: Change, context: SubscriptionMailContext, language: Language) {
  const key = `subscription.changes.${change.kind}` as const;
  switch (change.kind) {
    case "skip":
    case "unskip":
    case "pause":
      return t(key, { date: formatLongDate(change.date, language) });
    case "weekday":
      return t(key, { weekday: formatWeekday(change.date, language) });
    case "items":
      return t(key, { lines: context.lines.join(", ") });
    case "frequency":
      return t(key, { frequency: frequencyText(t, context.frequencyWeeks) });
    case "delivery":
      return t(key, { where: whereText(t, context) });
    default:
      return t(key);
  }
}

export function subscriptionMessage(
  mail: SubscriptionMail,
  context: SubscriptionMailContext,
  language: Language,
): RenderedEmail {
  const t = emailTranslator(language);
  const date = (value: string) => formatLongDate(value, language);
  const price = (ore: number) => formatPrice(ore, language);
  const contents = t("subscription.contents", { lines: context.lines.join(", ") });
  const where = t("subscription.where", { where: whereText(t, context) });
  let subject: string;
  let paragraphs: string[];
  let button = { href: `${config().publicUrl}/profile/abonnement`, label: t("subscription.manage") };
  switch (mail.kind) {
    case "started":
      subject = t("subscription.started.subject");
      paragraphs = [
        t("subscription.started.intro", {
          frequency: frequencyText(t, context.frequencyWeeks),
          date: date(mail.date),
          price: price(mail.price),
        }),
        contents,
        where,
        t("subscription.started.notice", ruleValues(language)),
      ];
      break;
    case "changed":
      subject = t("subscription.changed.subject");
      paragraphs = [
        t("subscription.changed.intro", { change: changeText(t, mail.change, context, language) }),
        t("subscription.changed.from", { date: date(mail.from) }),
      ];
      break;
    case "cancelled":
      subject = t("subscription.cancelled.subject");
      paragraphs = [
        t("subscription.cancelled.intro", { date: date(mail.lastDate) }),
        mail.fixedDates.length
          ? t("subscription.cancelled.fixed", { dates: mail.fixedDates.map(date).join(", ") })
          : t("subscription.cancelled.none"),
      ];
      break;
    case "reminder":
      subject = t("subscription.reminder.subject", { date: date(mail.date) });
      paragraphs = [
        t("subscription.reminder.intro", { date: date(mail.date), deadline: date(mail.deadline) }),
        contents,
        where,
      ];
      break;
    case "declined":
      subject = t("subscription.declined.subject", { date: date(mail.date) });
      paragraphs = [
        t("subscription.declined.intro", {
          date: date(mail.date),
          price: price(mail.price),
          deadline: `${formatLongDate(mail.deadline, language)} ${formatClockTime(shopTimeOfDay(mail.deadline), language)}`,
        }),
      ];
      button = { href: mail.payUrl, label: t("subscription.declined.pay") };
      break;
    case "paused":
      subject = t("subscription.paused.subject");
      paragraphs = [t("subscription.paused.intro")];
      break;
    case "leftOut":
      subject = t("subscription.leftOut.subject");
      paragraphs = [
        t("subscription.leftOut.intro", { titles: mail.titles.join(", "), date: date(mail.date) }),
      ];
      break;
    case "tooFewJars":
      subject = t("subscription.tooFewJars.subject", { date: date(mail.date) });
      paragraphs = [
        t("subscription.tooFewJars.intro", {
          date: date(mail.date),
          jars: mail.jars,
          min: MIN_JARS,
        }),
        ...(mail.titles.length
          ? [t("subscription.tooFewJars.leftOut", { titles: mail.titles.join(", ") })]
          : []),
        t("subscription.tooFewJars.next"),
      ];
      break;
    case "skippedFull":
      subject = t("subscription.skippedFull.subject", { date: date(mail.date) });
      paragraphs = [t("subscription.skippedFull.intro", { date: date(mail.date) })];
      break;
    case "priceRise":
      subject = t("subscription.priceRise.subject");
      paragraphs = [
        t("subscription.priceRise.intro", {
          rises: mail.rises
            .map((rise) => {
              const title = localized(rise.title, rise.titleEn, language);
              return `${title}: ${price(rise.from)} → ${price(rise.to)}`;
            })
            .join(", "),
          date: date(mail.date),
        }),
        t("subscription.priceRise.cancel", { deadline: date(mail.deadline) }),
      ];
      break;
  }
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <EmailButton href={button.href}>{button.label}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [...paragraphs, `${button.label}: ${button.href}`]);
  return { subject, html, text, template: `subscription-${mail.kind}` };
}

export async function enqueueSubscriptionMail(
  mail: SubscriptionMail,
  context: SubscriptionMailContext,
  db?: Database | Transaction,
): Promise<void> {
  if (!context.to) return;
  const language = isLanguage(context.language) ? context.language : "da";
  await enqueueEmail({ to: context.to, ...subscriptionMessage(mail, context, language) }, db);
}
