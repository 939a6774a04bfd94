import { IngredientParts } from "~/components/catalogue/ingredient-parts";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { ProductView } from "~/lib/catalogue";
import {
  formatNetQuantity,
  formatUnitPrice,
  ingredientParts,
  NUTRITION_SUB_ROWS,
  nutritionValues,
  ORGANIC_ORIGIN_NAMES,
  type NutritionRow,
} from "~/lib/food";
import { formatPrice } from "~/lib/money";
import { shop } from "~/lib/shop";
import { AllergenLines } from "./allergen-lines";

const NUTRIENT_LABELS = {
  energy: "products.energy",
  fat: "products.fat",
  saturates: "food.saturates",
  carbs: "products.carbs",
  sugars: "food.sugars",
  protein: "products.protein",
  salt: "food.salt",
} as const satisfies Record<NutritionRow, string>;

/**
 * Every particular EU 1169/2011 Art. 9 asks for before a purchase (Art. 14), in headed
 * sections: the facts (net quantity, brand, type, diet, price and unit price), the ingredient
 * list with its allergens in bold and the 'Indeholder' line, the nutrition declaration per
 * 100 g, storage and shelf life, preparation, the primary ingredient's origin, the organic
 * labelling and the producer. The product page shows it with the page; the quick view loads it
 * with the dialog.
 */
export function ProductFacts({ product, headingLevel = 3 }: { product: ProductView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const heading = "text-lg font-semibold";
  const { food } = product;
  const parts = ingredientParts(food.ingredients, language);
  // Products whose list is not yet entered as a list keep their `ingredients` text.
  const ingredientsText = localized(product.ingredients, product.ingredients_en, language);
  const nutrition = nutritionValues(food.nutrition, language);
  const netQuantity =
    food.netQuantity && food.netUnit
      ? formatNetQuantity(food.netQuantity, food.netUnit, language)
      : product.weight;
  const storage = localized(food.storage, food.storage_en, language);
  const preparation = localized(food.preparation, food.preparation_en, language);
  const origin = localized(food.origin, food.origin_en, language);
  const keeps = Boolean(storage || food.shelfLifeDays || food.daysAfterOpening);

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {netQuantity && (
          <>
            <dt className="font-medium text-muted">{t("food.netQuantity")}</dt>
            <dd data-testid="net-quantity">{netQuantity}</dd>
          </>
        )}
        {product.brand && (
          <>
            <dt className="font-medium text-muted">{t("products.brand")}</dt>
            <dd>{product.brand}</dd>
          </>
        )}
        <dt className="font-medium text-muted">{t("products.type")}</dt>
        <dd>{t(`products.types.${product.type}`)}</dd>
        {food.diets.length > 0 && (
          <>
            <dt className="font-medium text-muted">{t("food.diet")}</dt>
            <dd>{food.diets.map((diet) => t(`food.diets.${diet}`)).join(", ")}</dd>
          </>
        )}
        <dt className="font-medium text-muted">{t("products.price")}</dt>
        <dd>
          {formatPrice(product.price.unit, language)}
          {product.unitPrice && ` (${formatUnitPrice(product.unitPrice, language)})`}
        </dd>
      </dl>

      {(parts.length > 0 || ingredientsText) && (
        <section>
          <Heading className={heading}>{t("products.ingredients")}</Heading>
          {parts.length > 0 ? (
            <>
              <p className="mt-1" data-testid="ingredient-list">
                <IngredientParts parts={parts} />
              </p>
              {parts.some((part) => part.organic) && (
                <p className="text-sm text-muted">*{t("food.organicNote")}</p>
              )}
            </>
          ) : (
            <p className="mt-1 whitespace-pre-line text-muted">{ingredientsText}</p>
          )}
          <AllergenLines food={food} className="mt-2" />
        </section>
      )}

      {nutrition.length > 0 && (
        <section>
          <Heading className={heading}>{t("food.nutritionTitle")}</Heading>
          <table className="mt-1 w-full max-w-sm border-collapse text-left">
            <caption className="mb-1 text-left text-muted">{t("products.nutrition")}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("products.nutrient")}</th>
                <th scope="col">{t("products.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {nutrition.map(({ row, value }) => (
                <tr key={row} className="border-b border-cream-300">
                  <th
                    scope="row"
                    className={
                      NUTRITION_SUB_ROWS.includes(row)
                        ? "py-1.5 pr-4 pl-4 font-normal text-muted"
                        : "py-1.5 pr-4 font-normal text-muted"
                    }
                  >
                    {t(NUTRIENT_LABELS[row])}
                  </th>
                  <td className="py-1.5 text-right">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {keeps && (
        <section>
          <Heading className={heading}>{t("food.storageTitle")}</Heading>
          <ul className="mt-1 space-y-0.5">
            {storage && <li>{storage}</li>}
            {food.shelfLifeDays ? <li>{t("food.shelfLife", { count: food.shelfLifeDays })}</li> : null}
            {food.daysAfterOpening ? (
              <li>{t("food.afterOpening", { count: food.daysAfterOpening })}</li>
            ) : null}
          </ul>
        </section>
      )}

      {preparation && (
        <section>
          <Heading className={heading}>{t("food.preparationTitle")}</Heading>
          <p className="mt-1 whitespace-pre-line">{preparation}</p>
        </section>
      )}

      {origin && (
        <section>
          <Heading className={heading}>{t("food.originTitle")}</Heading>
          <p className="mt-1">{t("food.origin", { origin })}</p>
        </section>
      )}

      {food.isOrganic && (
        <section data-testid="organic-labels">
          <Heading className={heading}>{t("food.organicTitle")}</Heading>
          <div className="mt-2 flex flex-wrap items-start gap-6">
            {/* The EU logo with its control body's code and place of farming beside it (Reg. 2018/848 Art. 32). */}
            <figure className="flex flex-col items-start gap-1">
              <img
                src="/images/certifications/eu-organic-logo.svg"
                alt={t("food.euLogoAlt")}
                width={90}
                height={60}
                loading="lazy"
              />
              <figcaption className="text-sm leading-tight">
                <span className="block font-medium">{shop.organicControlBody}</span>
                {food.organicOrigin && (
                  <span className="block">{ORGANIC_ORIGIN_NAMES[food.organicOrigin][language]}</span>
                )}
              </figcaption>
            </figure>
            {food.oeLabel && (
              <img
                src="/images/certifications/oekologi.svg"
                alt={t("food.oeLabelAlt")}
                width={60}
                height={60}
                loading="lazy"
              />
            )}
          </div>
        </section>
      )}

      <section>
        <Heading className={heading}>{t("food.producerTitle")}</Heading>
        <address className="mt-1 not-italic">
          {shop.legalName}
          <br />
          {shop.address.street}
          <br />
          {shop.address.postalCode} {shop.address.city}
        </address>
      </section>
    </div>
  );
}
