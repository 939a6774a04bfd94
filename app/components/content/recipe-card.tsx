import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { useId } from "react";
import { Link } from "react-router";
import { ContentImage } from "~/components/catalogue/product-image";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { RecipeCard as RecipeCardData } from "~/lib/recipes";
import { loginPath } from "~/lib/safe-redirect";
import { CategoryBadge } from "./category-badge";
import { RecipeFacts } from "./recipe-facts";
import "~/i18n/areas/recipes";

/** Where a recipe card leads: the recipe, or for a guest the login page and then the recipe. */
export function recipeHref(id: string, signedIn: boolean): string {
  const path = `/opskrifter/${id}`;
  return signedIn ? path : loginPath(path);
}

/**
 * A recipe in the grid, or (`large`) the week's recipe. The whole card is one link. For a
 * guest the picture is dimmed and locked; the texts keep their contrast.
 */
export function RecipeCard({
  recipe,
  signedIn,
  large = false,
  priority = false,
  headingLevel = 3,
}: {
  recipe: RecipeCardData;
  signedIn: boolean;
  large?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(recipe.title, recipe.title_en, language);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lockId = useId();
  return (
    <article
      className={clsx(
        "near-view relative flex h-full w-full overflow-hidden rounded-2xl border border-cream-300 bg-white transition-shadow [--near-view-size:28rem] focus-within:shadow-lg hover:shadow-lg",
        large ? "flex-col md:flex-row" : "flex-col",
      )}
      data-testid={large ? "weekly-recipe" : "recipe-card"}
      data-locked={signedIn ? undefined : "true"}
    >
      <div className={clsx("relative", large && "md:w-1/2")}>
        <ContentImage
          url={recipe.image_url}
          alt=""
          sizes={
            large
              ? "(min-width: 48rem) 40rem, 100vw"
              : "(min-width: 64rem) 25rem, (min-width: 40rem) 50vw, 100vw"
          }
          width={640}
          height={480}
          priority={priority}
          className={clsx(
            "aspect-[4/3] h-full w-full object-cover",
            !signedIn && "opacity-50 grayscale-[40%]",
          )}
        />
        {!signedIn && (
          <span className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-forest-800">
            <Icon name="lock" className="h-4 w-4" />
            <span id={lockId} className="sr-only">
              {t("recipes.loginToSee")}
            </span>
          </span>
        )}
      </div>
      <div className={clsx("flex flex-1 flex-col gap-2", large ? "p-6 md:justify-center" : "p-4")}>
        <CategoryBadge label={t(`recipes.categories.${recipe.category}`)} />
        <Heading className={clsx("font-semibold", large ? "text-3xl" : "text-xl")}>
          {/* The link covers the card, so a click anywhere on it counts. */}
          <Link
            to={recipeHref(recipe.id, signedIn)}
            aria-describedby={signedIn ? undefined : lockId}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </Link>
        </Heading>
        {recipe.first_ingredient && (
          <p className="line-clamp-1 text-muted">
            {localized(recipe.first_ingredient, recipe.first_ingredient_en, language)}
          </p>
        )}
        <RecipeFacts recipe={recipe} className={large ? "pt-2" : "mt-auto pt-2"} />
        {large && (
          // The card's link already says it; this only shows where a click leads.
          <span aria-hidden="true" className={buttonClasses({ className: "mt-4 w-fit" })}>
            {signedIn ? t("recipes.seeRecipe") : t("recipes.loginToSee")}
            <Icon name="arrow-right" className="h-4 w-4" />
          </span>
        )}
      </div>
    </article>
  );
}
