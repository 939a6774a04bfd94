import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import type { RecipeCard } from "~/lib/recipes";
import "~/i18n/areas/recipes";

/** Cook time, serves and difficulty, each with its name for screen readers. */
export function RecipeFacts({
  recipe,
  className,
}: {
  recipe: Pick<RecipeCard, "cook_time" | "serves" | "difficulty">;
  className?: string;
}) {
  const { t } = useTranslation();
  const facts = [
    recipe.cook_time && {
      key: "time",
      icon: "clock" as const,
      label: t("recipes.cookTimeLabel"),
      value: t("recipes.cookTime", { count: recipe.cook_time }),
    },
    recipe.serves && {
      key: "serves",
      icon: "users" as const,
      label: t("recipes.servesLabel"),
      value: t("recipes.serves", { count: recipe.serves }),
    },
    recipe.difficulty && {
      key: "difficulty",
      icon: "chef-hat" as const,
      label: t("recipes.difficultyLabel"),
      value: t(`recipes.difficulty.${recipe.difficulty}`),
    },
  ].filter((fact) => !!fact);
  if (facts.length === 0) return null;
  return (
    <dl className={clsx("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted", className)}>
      {facts.map(({ key, icon, label, value }) => (
        <div key={key} className="flex items-center gap-1.5" data-testid={`recipe-${key}`}>
          <dt>
            <Icon name={icon} className="h-4 w-4 shrink-0" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
