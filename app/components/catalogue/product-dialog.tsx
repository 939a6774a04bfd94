import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { ProductView } from "~/lib/catalogue";
import { AddToCartForm } from "./add-to-cart-form";
import { PriceTag } from "./price-tag";
import { ProductFacts } from "./product-facts";
import { ContentImage } from "./product-image";

/** The card's "more info" dialog: everything about the product, and add to cart with a quantity. */
export function ProductDialog({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(product.title, product.title_en, language);
  const description = localized(product.description_long, product.description_long_en, language);
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`${t("products.moreInfo")}: ${title}`}
        className="relative z-10 inline-flex h-11 items-center rounded-full border border-forest-700 px-4 text-sm font-medium text-forest-800 hover:bg-forest-50"
      >
        {t("products.moreInfo")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream-50 p-6 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-forest-800 sm:text-3xl">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
              aria-label={t("common.close")}
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
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
              <PriceTag price={product.price} size="lg" />
              {description && <p>{description}</p>}
              <AddToCartForm
                productId={product.id}
                title={title}
                available={product.available}
                withQuantity
              />
              <Link
                to={`/produkter/${product.id}`}
                className="inline-block text-forest-700 underline underline-offset-4"
              >
                {t("products.details")}
              </Link>
            </div>
          </div>
          <div className="mt-6 border-t border-cream-300 pt-6">
            <ProductFacts product={product} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
