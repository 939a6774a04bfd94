import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { shop } from "~/lib/shop";
import "~/i18n/areas/contact";

const card = "rounded-2xl border border-cream-300 bg-white p-5";
const heading = "flex items-center gap-2 font-serif text-xl text-forest-800";

/** "08:00" as the shop writes times: "8:00". */
const time = (value: string) => value.replace(/^0/, "");

/** The side cards: phone, e-mail, CVR number and phone hours, from the shop's identity. */
export function ContactCards() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <section aria-labelledby="contact-card-phone" className={card}>
        <h2 id="contact-card-phone" className={heading}>
          <Icon name="phone" className="h-5 w-5 text-forest-700" />
          {t("contact.cards.phone")}
        </h2>
        <a
          href={shop.phoneHref}
          className="mt-2 block text-lg font-medium underline-offset-4 hover:underline"
        >
          {shop.phone}
        </a>
      </section>
      <section aria-labelledby="contact-card-email" className={card}>
        <h2 id="contact-card-email" className={heading}>
          <Icon name="mail" className="h-5 w-5 text-forest-700" />
          {t("contact.cards.email")}
        </h2>
        <a
          href={`mailto:${shop.email}`}
          className="mt-2 block text-lg font-medium underline-offset-4 hover:underline"
        >
          {shop.email}
        </a>
      </section>
      <section aria-labelledby="contact-card-cvr" className={card}>
        <h2 id="contact-card-cvr" className={heading}>
          <Icon name="building-complex" className="h-5 w-5 text-forest-700" />
          {t("contact.cards.cvr")}
        </h2>
        <p className="mt-2 text-lg font-medium">{shop.cvr}</p>
        <p className="text-sm text-muted">{shop.legalName}</p>
      </section>
      <section aria-labelledby="contact-card-hours" className={card}>
        <h2 id="contact-card-hours" className={heading}>
          <Icon name="clock" className="h-5 w-5 text-forest-700" />
          {t("contact.cards.hours")}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {shop.phoneHours.map((hours) => (
            <div key={hours.day} className="contents">
              <dt>{t(`contact.cards.days.${hours.day}`)}</dt>
              <dd className="text-right tabular-nums">
                {hours.from && hours.to
                  ? t("contact.cards.timeRange", { from: time(hours.from), to: time(hours.to) })
                  : t("contact.cards.closed")}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
