import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { Fragment } from "react";
import { Link } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { allergenNames, allergenStatus, traceNames, type AllergenInfo } from "~/lib/food";

/** Names in bold, in the markup and not by colour alone (EU 1169/2011 Art. 21). */
function BoldNames({ names }: { names: string[] }) {
  return names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 && ", "}
      <strong className="font-bold">{name}</strong>
    </Fragment>
  ));
}

/**
 * What a shopper with an allergy reads first, wherever a product is shown (card, cart line,
 * checkout, product page, quick view): 'Indeholder: selleri, sennep', that it contains none of
 * the 14, or that it is not declared yet; and the traces it may contain, kept apart.
 */
export function AllergenLines({ food, className }: { food: AllergenInfo; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = allergenStatus(food);
  const traces = traceNames(food.mayContain, language);
  return (
    <div className={clsx("space-y-0.5", className)} data-testid="allergens">
      {status === "undeclared" ? (
        <p className="flex gap-1.5" data-allergens="undeclared">
          <Icon name="triangle-exclamation-point" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t("food.undeclared")}</span>
        </p>
      ) : status === "none" ? (
        <p data-allergens="none">{t("food.noAllergens")}</p>
      ) : (
        <p data-allergens="contains">
          {t("food.contains")}: <BoldNames names={allergenNames(food, language)} />
        </p>
      )}
      {traces.length > 0 && (
        <p data-allergens="traces">
          {t("food.mayContain")}: <BoldNames names={traces} />
        </p>
      )}
    </div>
  );
}

/** The product page's and the quick view's allergen box: headed, before anything is opened. */
export function AllergenBox({ food, headingLevel }: { food: AllergenInfo; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="rounded-xl border border-cream-300 bg-white p-4">
      <Heading className="text-lg font-semibold">{t("food.allergens")}</Heading>
      <AllergenLines food={food} className="mt-1" />
      {food.allergens === null && (
        <Link to="/kontakt" className="mt-2 inline-block text-forest-700 underline underline-offset-4">
          {t("food.contactUs")}
        </Link>
      )}
    </section>
  );
}
