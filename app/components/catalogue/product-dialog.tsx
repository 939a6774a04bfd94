import { lazy, Suspense, use } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { OnDemandDialog } from "~/components/ui/on-demand-dialog";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { ProductCardView, ProductDetails } from "~/lib/catalogue";
import { AddToCartForm } from "./add-to-cart-form";
import { AllergenBox } from "./allergen-lines";
import { PriceTag } from "./price-tag";
import { ContentImage } from "./product-image";

const loadFacts = () => import("./product-facts");
const ProductFacts = lazy(() => loadFacts().then((module) => ({ default: module.ProductFacts })));

type DetailsEntry = { details: Promise<ProductDetails | null>; failed?: boolean };

/** Kept per card: the list's data, revalidated after a change, brings new cards and so fresh details. */
const detailsByCard = new WeakMap<ProductCardView, DetailsEntry>();

/**
 * The rest of a product (the list has only what its card shows), fetched once per card; null
 * when it could not be (offline). The same promise for every render, so that a failure shows
 * once instead of asking again as it renders; `again` (the visitor reaching for the button
 * anew) asks again after a failure.
 */
function detailsOf(product: ProductCardView, again = false): Promise<ProductDetails | null> {
  let entry = detailsByCard.get(product);
  if (!entry || (again && entry.failed)) {
    const fresh: DetailsEntry = {
      details: fetch(`/resources/product/${product.id}`)
        .then((response) => (response.ok ? (response.json() as Promise<ProductDetails>) : null))
        .catch(() => null),
    };
    void fresh.details.then((found) => (fresh.failed = !found));
    detailsByCard.set(product, fresh);
    entry = fresh;
  }
  return entry.details;
}

/** The card's "more info" dialog: everything about the product, and add to cart with a quantity. */
export function ProductDialog({ product }: { product: ProductCardView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(product.title, product.title_en, language);
  return (
    <OnDemandDialog
      fallbackHref={`/produkter/${product.id}`}
      // The facts' code and the product's details, fetched as the visitor reaches for the button;
      // should either fail, the button opens the product page instead.
      preload={() =>
        Promise.all([
          loadFacts(),
          detailsOf(product, true).then((details) => details ?? Promise.reject(new Error("no details"))),
        ])
      }
      trigger={(props) => (
        <button
          {...props}
          aria-label={`${t("products.moreInfo")}: ${title}`}
          className="relative z-10 inline-flex h-11 items-center rounded-full border border-forest-700 px-4 text-sm font-medium text-forest-800 hover:bg-forest-50"
        >
          {t("products.moreInfo")}
        </button>
      )}
      title={title}
      closeLabel={t("common.close")}
      overlayClassName="bg-forest-900/50"
      className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream-50 p-6 shadow-2xl sm:p-8"
      headerClassName="flex items-start justify-between gap-4"
      titleClassName="font-serif text-2xl font-semibold text-forest-800 sm:text-3xl"
    >
      <div className="mt-4 grid gap-6 sm:grid-cols-[14rem_1fr]">
        <ContentImage
          url={product.image_url}
          alt={title}
          sizes="14rem"
          width={600}
          height={600}
          className="aspect-square w-full rounded-xl object-cover"
        />
        <div className="space-y-4">
          <PriceTag price={product.price} unitPrice={product.unitPrice} size="lg" />
          <Suspense fallback={null}>
            <LongDescription product={product} />
          </Suspense>
          <AllergenBox food={product.food} headingLevel={3} />
          <AddToCartForm productId={product.id} title={title} available={product.available} withQuantity />
          <Link
            to={`/produkter/${product.id}`}
            className="inline-block text-forest-700 underline underline-offset-4"
          >
            {t("products.details")}
          </Link>
        </div>
      </div>
      <div className="mt-6 border-t border-cream-300 pt-6">
        <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
          <Facts product={product} />
        </Suspense>
      </div>
    </OnDemandDialog>
  );
}

function LongDescription({ product }: { product: ProductCardView }) {
  const language = useLanguage();
  const details = use(detailsOf(product));
  const description = details && localized(details.description_long, details.description_long_en, language);
  return description ? <p>{description}</p> : null;
}

/** The facts from the fetched details, with the price the card shows (the viewer's). */
function Facts({ product }: { product: ProductCardView }) {
  const { t } = useTranslation();
  const details = use(detailsOf(product));
  if (!details) {
    return (
      <p role="alert">
        {t("products.detailsUnavailable")}{" "}
        <Link to={`/produkter/${product.id}`} className="text-forest-700 underline underline-offset-4">
          {t("products.details")}
        </Link>
      </p>
    );
  }
  return <ProductFacts product={{ ...details, price: product.price, unitPrice: product.unitPrice }} />;
}
