import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { ProductCardView } from "~/lib/catalogue";
import { AddToCartForm } from "./add-to-cart-form";
import { AllergenLines } from "./allergen-lines";
import { PriceTag } from "./price-tag";
import { ProductBadges } from "./product-badges";
import { ProductDialog } from "./product-dialog";
import { Highlighted } from "./highlighted";
import { ContentImage } from "./product-image";

/** A product in the grid. The whole card opens the product page; its buttons do their own thing. */
export function ProductCard({
  product,
  priority = false,
  stems = [],
}: {
  product: ProductCardView;
  priority?: boolean;
  /** A search's word stems, marked in the title. */
  stems?: readonly string[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(product.title, product.title_en, language);
  return (
    <article
      className="near-view relative flex flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="product-card"
    >
      <div className="relative">
        <ContentImage
          url={product.image_url}
          alt=""
          sizes="(min-width: 80rem) 18rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
          width={600}
          height={600}
          priority={priority}
          className="aspect-square w-full object-cover"
        />
        {!product.available && (
          <div
            className="absolute inset-0 flex items-center justify-center bg-forest-900/55"
            data-testid="sold-out"
          >
            <span className="rounded-full bg-white px-4 py-1.5 font-semibold text-forest-900">
              {t("products.soldOut")}
            </span>
          </div>
        )}
        {/* After the sold-out shade, so the badges keep their contrast on a sold-out card. */}
        <ProductBadges product={product} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-xl font-semibold">
          {/* The link covers the card, so a click anywhere on it opens the product page. */}
          <Link to={`/produkter/${product.id}`} className="after:absolute after:inset-0 after:content-['']">
            <Highlighted text={title} stems={stems} />
          </Link>
        </h2>
        <p className="line-clamp-2 text-muted">
          {localized(product.description, product.description_en, language)}
        </p>
        <AllergenLines food={product.food} className="text-sm" />
        <div className="mt-auto pt-2">
          <PriceTag price={product.price} unitPrice={product.unitPrice} />
        </div>
        <div className="relative z-10 flex flex-wrap items-center gap-2">
          <ProductDialog product={product} />
          <AddToCartForm productId={product.id} title={title} available={product.available} />
        </div>
      </div>
    </article>
  );
}
