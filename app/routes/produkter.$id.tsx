import { Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { AddToCartForm } from "~/components/catalogue/add-to-cart-form";
import { AllergenBox } from "~/components/catalogue/allergen-lines";
import { PriceTag } from "~/components/catalogue/price-tag";
import { ProductBadges } from "~/components/catalogue/product-badges";
import { ProductFacts } from "~/components/catalogue/product-facts";
import { ContentImage } from "~/components/catalogue/product-image";
import { JsonLd } from "~/components/json-ld";
import { ItemNotFound } from "~/components/layout/item-not-found";
import { RecallNotice } from "~/components/recall/recall-notice";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { productView } from "~/lib/catalogue";
import { notFound } from "~/lib/responses";
import { productJsonLd } from "~/lib/structured-data";
import { findProduct } from "~/server/catalogue.server";
import { recallNotices } from "~/server/recall-notices.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/produkter.$id";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => {
    const product = args.loaderData?.product;
    if (!product)
      return { title: t("products.notFoundTitle"), description: t("products.notFoundText"), noindex: true };
    return {
      title: localized(product.title, product.title_en, language),
      description:
        localized(product.description_long, product.description_long_en, language) ||
        localized(product.description, product.description_en, language),
      image: product.image_url,
      type: "product",
    };
  });

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ params, request }: Route.LoaderArgs) {
  const [product, viewer] = await Promise.all([findProduct(params.id), getViewer(request)]);
  if (!product) throw notFound();
  return { product: productView(product, viewer), recalls: await recallNotices(product.id) };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const { product, recalls } = loaderData;
  const title = localized(product.title, product.title_en, language);
  const description = localized(product.description_long, product.description_long_en, language);
  return (
    <article className="container-page py-10">
      <Link
        to="/produkter"
        className="inline-flex items-center gap-1 text-forest-700 underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("products.backToProducts")}
      </Link>
      <RecallNotice recalls={recalls} className="mt-6" />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div className="relative">
          <ContentImage
            url={product.image_url}
            alt={title}
            sizes="(min-width: 48rem) 50vw, 100vw"
            width={600}
            height={600}
            priority
            className="aspect-square w-full rounded-2xl object-cover"
          />
          {!product.available && (
            <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-forest-900/55">
              <span className="rounded-full bg-white px-5 py-2 text-lg font-semibold text-forest-900">
                {t("products.soldOut")}
              </span>
            </div>
          )}
        </div>
        <div className="space-y-6">
          <ProductBadges product={product} />
          <h1 className="text-4xl font-semibold">{title}</h1>
          <PriceTag price={product.price} unitPrice={product.unitPrice} size="lg" />
          <p className="text-lg">{localized(product.description, product.description_en, language)}</p>
          <AllergenBox food={product.food} headingLevel={2} />
          <AddToCartForm productId={product.id} title={title} available={product.available} withQuantity />
          {description && (
            <section>
              <h2 className="text-xl font-semibold">{t("products.description")}</h2>
              <p className="mt-2">{description}</p>
            </section>
          )}
          {/* The long part, mostly below the first screen: hydrated on its own. */}
          <Suspense>
            <ProductFacts product={product} headingLevel={2} />
          </Suspense>
        </div>
      </div>
      <JsonLd data={productJsonLd(product, { title, description, publicUrl })} />
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <ItemNotFound
      title={t("products.notFoundTitle")}
      text={t("products.notFoundText")}
      backTo="/produkter"
      backLabel={t("products.backToProducts")}
    />
  );
}
