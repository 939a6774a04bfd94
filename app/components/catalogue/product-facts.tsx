import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { ProductView } from "~/lib/catalogue";
import { formatDecimal, formatEnergy } from "~/lib/numbers";
import { formatPrice } from "~/lib/money";

/** Weight, brand, type and price; the ingredients; nutrition per 100 g. */
export function ProductFacts({ product, headingLevel = 3 }: { product: ProductView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const nutrition = product.food.nutrition ?? {};
  const rows = [
    nutrition.energy !== undefined && {
      label: t("products.energy"),
      value: formatEnergy(nutrition.energy, language),
    },
    nutrition.fat !== undefined && {
      label: t("products.fat"),
      value: `${formatDecimal(nutrition.fat, language)} g`,
    },
    nutrition.carbs !== undefined && {
      label: t("products.carbs"),
      value: `${formatDecimal(nutrition.carbs, language)} g`,
    },
    nutrition.protein !== undefined && {
      label: t("products.protein"),
      value: `${formatDecimal(nutrition.protein, language)} g`,
    },
  ].filter((row): row is { label: string; value: string } => Boolean(row));
  const ingredients = localized(product.ingredients, product.ingredients_en, language);

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {product.weight && (
          <>
            <dt className="font-medium text-muted">{t("products.weight")}</dt>
            <dd>{product.weight}</dd>
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
        <dt className="font-medium text-muted">{t("products.price")}</dt>
        <dd>{formatPrice(product.price.unit, language)}</dd>
      </dl>

      {ingredients && (
        <section>
          <Heading className="text-lg font-semibold">{t("products.ingredients")}</Heading>
          <p className="mt-1 whitespace-pre-line text-muted">{ingredients}</p>
        </section>
      )}

      {rows.length > 0 && (
        <table className="w-full max-w-sm border-collapse text-left">
          <caption className="mb-2 text-left font-serif text-lg font-semibold text-forest-800">
            {t("products.nutrition")}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("products.nutrient")}</th>
              <th scope="col">{t("products.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-cream-300">
                <th scope="row" className="py-1.5 pr-4 font-normal text-muted">
                  {row.label}
                </th>
                <td className="py-1.5 text-right">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
