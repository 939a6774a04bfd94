import { Suspense } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { FilterChips } from "~/components/ui/filter-chips";
import type { RecipeCategory } from "~/lib/domain";
import { RECIPE_CATEGORY_PARAM, type RecipeCard as RecipeCardData } from "~/lib/recipes";
import { RecipeCard } from "./recipe-card";
import "~/i18n/areas/recipes";

export type RecipeListData = {
  categories: RecipeCategory[];
  weekly: RecipeCardData | null;
  recipes: RecipeCardData[];
};

/** The loaded list: 'Ugens opskrift', the category chips and the cards. */
export function RecipeList({
  list,
  category,
  signedIn,
}: {
  list: RecipeListData;
  category: RecipeCategory | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  if (!list.weekly) {
    return (
      <p className="rounded-2xl border border-dashed border-forest-200 p-10 text-center text-lg">
        {t("recipes.empty")}
      </p>
    );
  }
  const chips = [
    { key: "all", label: t("recipes.all"), to: "/opskrifter" },
    ...list.categories.map((key) => ({
      key,
      label: t(`recipes.categories.${key}`),
      to: `/opskrifter?${RECIPE_CATEGORY_PARAM}=${key}`,
    })),
  ];
  return (
    <div className="space-y-10">
      <section aria-labelledby="weekly-title">
        <h2 id="weekly-title" className="mb-4 text-2xl font-semibold">
          {t("recipes.weekly")}
        </h2>
        <RecipeCard recipe={list.weekly} signedIn={signedIn} large priority />
      </section>
      <section aria-labelledby="recipes-title" className="space-y-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="recipes-title" className="text-2xl font-semibold">
            {category ? t(`recipes.categories.${category}`) : t("recipes.allRecipes")}
          </h2>
          <FilterChips label={t("recipes.filterLabel")} chips={chips} current={category ?? "all"} />
        </div>
        {list.recipes.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-forest-200 p-10 text-center text-lg">
            {t("recipes.empty")}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.recipes.map((recipe) => (
              <li key={recipe.id} className="flex">
                <Suspense>
                  <RecipeCard recipe={recipe} signedIn={signedIn} />
                </Suspense>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
