import type { ComponentProps } from "react";
import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { RecallNotice } from "~/components/recall/recall-notice";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useDeliveryDayValues } from "~/hooks/use-delivery-days";
import { useRootData } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { freightValues } from "~/lib/freight-in-texts";
import { shop } from "~/lib/shop";
import "~/i18n/areas/home";

const FEATURES = [
  { key: "recipes", icon: "chef-hat" },
  { key: "organic", icon: "leaf" },
  { key: "cleanLabel", icon: "sparkles" },
  { key: "craftsmanship", icon: "hand-heart" },
] as const;

/**
 * The home page (`/`): the open recalls' notice, then the shop in short (what it makes, why,
 * its story, its deliveries and partners) with the shop's structured data.
 */
export function HomePage({ recalls }: { recalls: ComponentProps<typeof RecallNotice>["recalls"] }) {
  const { t, language } = useTranslation();
  const deliveryDays = useDeliveryDayValues();
  const publicUrl = useRootData()?.publicUrl ?? "";
  return (
    <>
      {recalls.length > 0 && (
        <div className="container-page pt-6">
          <RecallNotice recalls={recalls} />
        </div>
      )}
      <section className="bg-cream-100">
        <div className="container-page grid items-center gap-10 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">{t("hero.eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t("hero.title")}</h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{t("hero.subtitle")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/produkter" className={buttonClasses({ variant: "accent", size: "lg" })}>
                {t("hero.ctaProducts")}
              </Link>
              <Link to="/filosofi" className={buttonClasses({ variant: "outline", size: "lg" })}>
                {t("hero.ctaPhilosophy")}
              </Link>
            </div>
          </div>
          <img
            src="/images/hero-jars.svg"
            alt={t("hero.imageAlt")}
            width={640}
            height={480}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>

      <section aria-labelledby="features-title" className="container-page py-16">
        <h2 id="features-title" className="text-center text-3xl font-semibold">
          {t("features.title")}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="rounded-2xl border border-cream-300 bg-white p-6">
              <Icon name={icon} className="h-8 w-8 text-clay-600" />
              <h3 className="mt-4 text-xl font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story-title" className="bg-forest-50">
        <div className="container-page grid gap-8 py-16 md:grid-cols-[2fr_3fr] md:items-center">
          <h2 id="story-title" className="text-3xl font-semibold">
            {t("story.title")}
          </h2>
          <div className="space-y-4 text-lg">
            {t("story.paragraphs", { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link
              to="/filosofi"
              className="inline-block font-semibold text-forest-700 underline underline-offset-4"
            >
              {t("story.cta")}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="delivery-title" className="container-page py-16">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-forest-700 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="delivery-title" className="text-3xl font-semibold text-white">
              {t("cta_banner.title", deliveryDays)}
            </h2>
            <p className="mt-3 max-w-2xl text-forest-100">{t("cta_banner.text", freightValues(language))}</p>
          </div>
          <Link
            to="/produkter"
            className={buttonClasses({ variant: "accent", size: "lg", className: "shrink-0" })}
          >
            {t("cta_banner.button")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="partners-title" className="container-page pb-8">
        <h2 id="partners-title" className="text-center text-2xl font-semibold">
          {t("partners.title")}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {shop.partners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col items-center justify-center rounded-2xl border border-cream-300 bg-white px-4 py-6 text-center"
            >
              <span className="font-serif text-xl font-semibold text-forest-800">{partner.name}</span>
              <span className="mt-1 text-sm text-muted">{t(`partners.kinds.${partner.kind}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: shop.name,
          legalName: shop.legalName,
          url: `${publicUrl}/`,
          logo: `${publicUrl}/images/logo.png`,
          email: shop.email,
          telephone: shop.phone,
          vatID: shop.vatId,
          address: {
            "@type": "PostalAddress",
            streetAddress: shop.address.street,
            postalCode: shop.address.postalCode,
            addressLocality: shop.address.city,
            addressCountry: shop.address.countryCode,
          },
        }}
      />
    </>
  );
}
