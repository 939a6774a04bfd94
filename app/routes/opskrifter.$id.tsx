import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { FullRecipe, LockedRecipe } from "~/components/content/recipe-view";
import { ItemNotFound } from "~/components/layout/item-not-found";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { recipeDescription, recipeDetail, recipePreview } from "~/lib/recipes";
import { notFound } from "~/lib/responses";
import { findRecipe } from "~/server/recipes.server";
import { getUser } from "~/server/session.server";
import type { Route } from "./+types/opskrifter.$id";
import "~/i18n/areas/recipes";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => {
    const page = args.loaderData;
    if (!page) return { title: t("recipes.notFound"), description: t("recipes.notFoundText"), noindex: true };
    const title = localized(page.recipe.title, page.recipe.title_en, language);
    return {
      title,
      // A guest's page says what the recipe is, not what is in it.
      description: page.signedIn
        ? recipeDescription(localized(page.recipe.ingredients, page.recipe.ingredients_en, language))
        : t("recipes.guestDescription", { title }),
      image: page.recipe.image_url,
      type: "article",
    };
  });

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ params, request }: Route.LoaderArgs) {
  // The recipe is looked up whoever asks (docs/product.md, Recipes: before the sign-in check):
  // an unknown id is a 404 for guests too.
  const [recipe, user] = await Promise.all([findRecipe(params.id), getUser(request)]);
  if (!recipe) throw notFound();
  // A guest is sent the title, picture and category only: no ingredients, no steps.
  if (!user) return { signedIn: false as const, recipe: recipePreview(recipe) };
  return { signedIn: true as const, recipe: recipeDetail(recipe) };
}

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="container-page space-y-6 py-10">
      <Link
        to="/opskrifter"
        className="inline-flex items-center gap-1 text-forest-700 underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("recipes.back")}
      </Link>
      {loaderData.signedIn ? (
        <FullRecipe recipe={loaderData.recipe} />
      ) : (
        <LockedRecipe recipe={loaderData.recipe} />
      )}
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <ItemNotFound
      title={t("recipes.notFound")}
      text={t("recipes.notFoundText")}
      backTo="/opskrifter"
      backLabel={t("recipes.back")}
    />
  );
}
