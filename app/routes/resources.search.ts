import { data } from "react-router";
import { localized } from "~/i18n/localized";
import { productView, type ProductSuggestions } from "~/lib/catalogue";
import { normaliseSearchText, SUGGESTION_MIN_LETTERS } from "~/lib/product-search";
import { suggestProducts } from "~/server/catalogue-search.server";
import { resolveLanguage } from "~/server/language.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/resources.search";

/** The header search's suggestions: up to six products for what has been typed, at the viewer's price. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const q = normaliseSearchText(url.searchParams.get("q"));
  const headers = { "Cache-Control": "private, no-store" };
  if (Array.from(q).length < SUGGESTION_MIN_LETTERS)
    return data<ProductSuggestions>({ q, products: [] }, { headers });
  const { language } = resolveLanguage(request);
  const viewer = await getViewer(request);
  const found = await suggestProducts(q, { role: viewer?.role ?? null, language, limit: 6 });
  const products = found.map((product) => {
    const view = productView(product, viewer);
    return {
      id: view.id,
      title: localized(view.title, view.title_en, language),
      imageUrl: view.image_url,
      price: view.price,
    };
  });
  return data<ProductSuggestions>({ q, products }, { headers });
}
