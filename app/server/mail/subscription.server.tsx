/**
 * The subscription's e-mails: started, every change, cancelled, the reminder a week before each
 * delivery, a declined payment (with the link to pay), paused after declines, a jar left out, a
 * delivery skipped for too few jars, a day fully booked, a price rise before it reaches a delivery. Each is a few paragraphs and a button to the customer's subscription page.
 */
import { isLanguage, type Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { shopTimeOfDay } from "~/lib/copenhagen";
import { formatClockTime, formatLongDate, formatWeekday } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { MIN_JARS } from "~/lib/subscriptions";
import { config } from "../config.server";
import type { Database, Transaction } from "../db/index.server";
import type { ShedInfo } from "../db/schema.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";
import { emailTexts, fill } from "./texts.server";

type Texts = (typeof emailTexts)["da"]["subscription"];

export type SubscriptionMailContext = {
  to: string | null;
  language: string;
  frequencyWeeks: number;
  /** The jars, as "2 × Tomatsuppe". */
  lines: string[];
  provider: string;
  shed: ShedInfo | null;
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

function frequencyText(texts: Texts, weeks: number) {
  return weeks === 2 ? texts.every2 : texts.every1;
}

function whereText(texts: Texts, context: SubscriptionMailContext) {
  return context.provider === "okoskabet" && context.shed
    ? `${context.shed.name}, ${context.shed.address}, ${context.shed.zip} ${context.shed.city}`
    : fill(texts.home, { address: context.address ?? "" });
}

function changeText(texts: Texts, change: Change, context: SubscriptionMailContext, language: Language) {
  const template = texts.changes[change.kind];
  switch (change.kind) {
    case "skip":
    case "unskip":
    case "pause":
      return fill(template, { date: formatLongDate(change.date, language) });
    case "weekday":
      return fill(template, { weekday: formatWeekday(change.date, language) });
    case "items":
      return fill(template, { lines: context.lines.join(", ") });
    case "frequency":
      return fill(template, { frequency: frequencyText(texts, context.frequencyWeeks) });
    case "delivery":
      return fill(template, { where: whereText(texts, context) });
    default:
      return template;
  }
}

export function subscriptionMessage(
  mail: SubscriptionMail,
  context: SubscriptionMailContext,
  language: Language,
): RenderedEmail {
  const texts = emailTexts[language].subscription;
  const date = (value: string) => formatLongDate(value, language);
  const price = (ore: number) => formatPrice(ore, language);
  const contents = fill(texts.contents, { lines: context.lines.join(", ") });
  const where = fill(texts.where, { where: whereText(texts, context) });
  let subject: string;
  let paragraphs: string[];
  let button = { href: `${config().publicUrl}/profile/abonnement`, label: texts.manage };
  switch (mail.kind) {
    case "started":
      subject = texts.started.subject;
      paragraphs = [
        fill(texts.started.intro, {
          frequency: frequencyText(texts, context.frequencyWeeks),
          date: date(mail.date),
          price: price(mail.price),
        }),
        contents,
        where,
        texts.started.notice,
      ];
      break;
    case "changed":
      subject = texts.changed.subject;
      paragraphs = [
        fill(texts.changed.intro, { change: changeText(texts, mail.change, context, language) }),
        fill(texts.changed.from, { date: date(mail.from) }),
      ];
      break;
    case "cancelled":
      subject = texts.cancelled.subject;
      paragraphs = [
        fill(texts.cancelled.intro, { date: date(mail.lastDate) }),
        mail.fixedDates.length
          ? fill(texts.cancelled.fixed, { dates: mail.fixedDates.map(date).join(", ") })
          : texts.cancelled.none,
      ];
      break;
    case "reminder":
      subject = fill(texts.reminder.subject, { date: date(mail.date) });
      paragraphs = [
        fill(texts.reminder.intro, { date: date(mail.date), deadline: date(mail.deadline) }),
        contents,
        where,
      ];
      break;
    case "declined":
      subject = fill(texts.declined.subject, { date: date(mail.date) });
      paragraphs = [
        fill(texts.declined.intro, {
          date: date(mail.date),
          price: price(mail.price),
          deadline: `${formatLongDate(mail.deadline, language)} ${formatClockTime(shopTimeOfDay(mail.deadline), language)}`,
        }),
      ];
      button = { href: mail.payUrl, label: texts.declined.pay };
      break;
    case "paused":
      subject = texts.paused.subject;
      paragraphs = [texts.paused.intro];
      break;
    case "leftOut":
      subject = texts.leftOut.subject;
      paragraphs = [fill(texts.leftOut.intro, { titles: mail.titles.join(", "), date: date(mail.date) })];
      break;
    case "tooFewJars":
      subject = fill(texts.tooFewJars.subject, { date: date(mail.date) });
      paragraphs = [
        fill(texts.tooFewJars.intro, {
          date: date(mail.date),
          jars: String(mail.jars),
          min: String(MIN_JARS),
        }),
        ...(mail.titles.length ? [fill(texts.tooFewJars.leftOut, { titles: mail.titles.join(", ") })] : []),
        texts.tooFewJars.next,
      ];
      break;
    case "skippedFull":
      subject = fill(texts.skippedFull.subject, { date: date(mail.date) });
      paragraphs = [fill(texts.skippedFull.intro, { date: date(mail.date) })];
      break;
    case "priceRise":
      subject = texts.priceRise.subject;
      paragraphs = [
        fill(texts.priceRise.intro, {
          rises: mail.rises
            .map((rise) => {
              const title = localized(rise.title, rise.titleEn, language);
              return `${title}: ${price(rise.from)} → ${price(rise.to)}`;
            })
            .join(", "),
          date: date(mail.date),
        }),
        fill(texts.priceRise.cancel, { deadline: date(mail.deadline) }),
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
