import { useTranslation } from "~/i18n/use-translation";
import { LoginPrompt } from "~/components/content/login-prompt";
import { RecipeList } from "~/components/content/recipe-list";
import { buttonClasses } from "~/components/ui/button";
import { CardSkeletons } from "~/components/ui/card-skeletons";
import { Deferred } from "~/components/ui/deferred";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { parseRecipeCategory, RECIPE_CATEGORY_PARAM, recipeCard, recipeList } from "~/lib/recipes";
import { listRecipes } from "~/server/recipes.server";
import { getUser } from "~/server/session.server";
import { streamWhenSlow } from "~/server/streaming.server";
import type { Route } from "./+types/opskrifter";
import "~/i18n/areas/recipes";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => {
    const category = args.loaderData?.category ?? null;
    return {
      title: category
        ? `${t(`recipes.categories.${category}`)} – ${t("recipes.metaTitle")}`
        : t("recipes.metaTitle"),
      description: t("recipes.metaDescription"),
      path: category ? `/opskrifter?${RECIPE_CATEGORY_PARAM}=${category}` : "/opskrifter",
    };
  });

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ request, url }: Route.LoaderArgs) {
  const category = parseRecipeCategory(url.searchParams.get(RECIPE_CATEGORY_PARAM));
  // Cards carry only the first ingredient, whoever is looking.
  const recipes = listRecipes().then((rows) => recipeList(rows.map(recipeCard), category));
  const [user, list] = await Promise.all([getUser(request), streamWhenSlow(recipes)]);
  // Streamed when slow: six skeleton cards show until it arrives.
  return { category, signedIn: user !== null, list: list.value };
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, signedIn, list } = loaderData;
  return (
    <div className="container-page space-y-10 py-10">
      <header>
        <h1 className="text-4xl font-semibold">{t("recipes.title")}</h1>
        <p className="mt-2 text-lg text-muted">{t("recipes.subtitle")}</p>
      </header>
      {!signedIn && (
        <LoginPrompt
          title={t("recipes.guestTitle")}
          text={t("recipes.guestText")}
          button={t("recipes.login")}
          back="/opskrifter"
        />
      )}
      {/* A new filter shows the skeleton again (when slow) instead of the previous category's cards. */}
      <Deferred
        key={category ?? "all"}
        value={list}
        fallback={<CardSkeletons count={6} label={t("recipes.loading")} imageClassName="aspect-[4/3]" />}
        errorElement={<RecipesError />}
      >
        {(loaded) => <RecipeList list={loaded} category={category} signedIn={signedIn} />}
      </Deferred>
    </div>
  );
}

function RecipesError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-clay-600/40 bg-clay-50 p-10 text-center">
      <p className="text-lg">{t("recipes.loadError")}</p>
      {/* A plain link reloads the page from the server. */}
      <a href="/opskrifter" className={buttonClasses({ className: "mt-4" })}>
        {t("recipes.retry")}
      </a>
    </div>
  );
}
