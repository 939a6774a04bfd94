import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { CookieSettingsButton } from "~/components/consent/cookie-settings-button";
import { useRootData } from "~/hooks/use-root-data";
import { shop } from "~/lib/shop";
import { JarMark } from "./logo";
import { useNavLinks } from "./use-nav-links";
import { NewsletterForm } from "./newsletter-form";

export function Footer() {
  const { t } = useTranslation();
  const navLinks = useNavLinks();
  const year = new Date().getFullYear();
  // The root loader gives the shop's own page; an error before it ran gets the search page.
  const findSmileyUrl = useRootData()?.findSmileyUrl ?? shop.findSmileySearchPage;
  return (
    <footer className="mt-16 bg-forest-800 text-cream-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 font-serif text-2xl text-cream-50">
            <JarMark className="h-8 w-8" />
            {shop.name}
          </h2>
          <p className="mt-3 text-forest-100">{t("footer.description")}</p>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-cream-50 uppercase">
            {t("footer.certifications")}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-4">
            <li className="text-sm text-forest-100">
              {/* The smiley scheme asks a shop selling food online to link its control reports. */}
              <a href={findSmileyUrl} className="flex items-center gap-2 underline-offset-2 hover:underline">
                <img
                  src="/images/certifications/elite-smiley.svg"
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                />
                <span>
                  {t("footer.smileyText")}
                  <span className="block text-xs">{t("footer.smileyLink")}</span>
                </span>
              </a>
            </li>
            <li className="flex items-center gap-2 text-sm text-forest-100">
              <img
                src="/images/certifications/oekologi.svg"
                alt={t("footer.organicAlt")}
                width={44}
                height={44}
                loading="lazy"
              />
              <span>{t("footer.organicText")}</span>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-serif text-xl text-cream-50">
            {t("footer.contact")}
          </h2>
          <address className="mt-3 space-y-3 text-forest-100 not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0" />
              <span>
                <span className="sr-only">{t("footer.location")}: </span>
                {shop.legalName}
                <br />
                {shop.address.street}
                <br />
                {shop.address.postalCode} {shop.address.city}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="phone" className="mt-1 h-4 w-4 shrink-0" />
              <a href={shop.phoneHref} className="underline-offset-2 hover:underline">
                <span className="sr-only">{t("footer.phone")}: </span>
                {shop.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="mail" className="mt-1 h-4 w-4 shrink-0" />
              <a href={`mailto:${shop.email}`} className="underline-offset-2 hover:underline">
                <span className="sr-only">{t("footer.email")}: </span>
                {shop.email}
              </a>
            </p>
            <p className="text-sm">
              {t("footer.cvr")} {shop.cvr}
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-serif text-xl text-cream-50">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2 text-forest-100">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="font-serif text-xl text-cream-50">
            {t("footer.newsletter.title")}
          </h2>
          <p className="mt-3 text-forest-100">{t("footer.newsletter.text")}</p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-t border-forest-600">
        <div className="container-page flex flex-col gap-3 py-5 text-sm text-forest-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year, company: shop.legalName })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <li>
                <Link to="/privatlivspolitik" className="underline-offset-2 hover:underline">
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to="/handelsbetingelser" className="underline-offset-2 hover:underline">
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link to="/tilbagekaldelse" className="underline-offset-2 hover:underline">
                  {t("footer.recalls")}
                </Link>
              </li>
              <li>
                <CookieSettingsButton className="underline-offset-2 hover:underline" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
