import { useTranslation } from "~/i18n/use-translation";
import { ContentImage } from "~/components/catalogue/product-image";
import { JsonLd } from "~/components/json-ld";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { RecipeDetail, RecipePreview } from "~/lib/recipes";
import { recipeDescription } from "~/lib/recipes";
import { recipeJsonLd } from "~/lib/structured-data";
import { textLines } from "~/lib/text";
import { CategoryBadge } from "./category-badge";
import { LoginPrompt } from "./login-prompt";
import { RecipeFacts } from "./recipe-facts";
import "~/i18n/areas/recipes";

/** The top of a recipe page: picture, category and title (all a guest gets to see). */
function RecipeHeader({
  recipe,
  locked,
  children,
}: {
  recipe: RecipePreview;
  locked: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const title = localized(recipe.title, recipe.title_en, useLanguage());
  return (
    <header className="grid gap-6 md:grid-cols-2 md:items-center">
      <ContentImage
        url={recipe.image_url}
        alt={title}
        sizes="(min-width: 48rem) 40rem, 100vw"
        width={640}
        height={480}
        priority
        className={`aspect-[4/3] w-full rounded-2xl object-cover ${locked ? "opacity-50 grayscale-[40%]" : ""}`}
      />
      <div className="space-y-4">
        <CategoryBadge label={t(`recipes.categories.${recipe.category}`)} />
        <h1 className="text-4xl font-semibold">{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** A guest's recipe page: no ingredients or steps were sent, only the way to the login page. */
export function LockedRecipe({ recipe }: { recipe: RecipePreview }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <RecipeHeader recipe={recipe} locked />
      <LoginPrompt
        title={t("recipes.loginRequired")}
        text={t("recipes.loginMessage")}
        button={t("recipes.login")}
        back={`/opskrifter/${recipe.id}`}
      />
    </div>
  );
}

/** The whole recipe: ingredients as a bulleted list, steps numbered, one item per line. */
export function FullRecipe({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const ingredients = localized(recipe.ingredients, recipe.ingredients_en, language);
  const instructions = localized(recipe.instructions, recipe.instructions_en, language);
  return (
    <div className="space-y-10">
      <RecipeHeader recipe={recipe} locked={false}>
        <RecipeFacts recipe={recipe} className="text-base" />
      </RecipeHeader>
      <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby="ingredients-title" className="rounded-2xl bg-cream-100 p-6">
          <h2 id="ingredients-title" className="text-2xl font-semibold">
            {t("recipes.ingredients")}
          </h2>
          <ul className="mt-4 list-disc space-y-1.5 pl-5" data-testid="ingredients">
            {textLines(ingredients).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="instructions-title">
          <h2 id="instructions-title" className="text-2xl font-semibold">
            {t("recipes.instructions")}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 marker:font-semibold" data-testid="instructions">
            {textLines(instructions).map((line, index) => (
              <li key={index} className="pl-1">
                {line}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <JsonLd
        data={recipeJsonLd(recipe, {
          title: localized(recipe.title, recipe.title_en, language),
          category: t(`recipes.categories.${recipe.category}`),
          description: recipeDescription(ingredients),
          ingredients,
          instructions,
          publicUrl,
        })}
      />
    </div>
  );
}
