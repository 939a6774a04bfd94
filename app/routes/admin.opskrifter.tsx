import { adminMeta } from "~/components/admin/admin-meta";
import { ContentListPage } from "~/components/admin/content-table";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import { listAdminRecipes } from "~/server/admin/content.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.opskrifter";
import "~/i18n/areas/recipes";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("recipes.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { recipes: await listAdminRecipes() };
}

export default function AdminRecipes({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <ContentListPage
      title={t("recipes.title")}
      newHref="/admin/opskrifter/ny"
      newLabel={t("recipes.new")}
      empty={t("recipes.empty")}
      columns={[t("recipes.name"), t("recipes.category"), t("common.updatedAt")]}
      rows={loaderData.recipes.map((recipe) => ({
        id: recipe.id,
        href: `/admin/opskrifter/${recipe.id}`,
        title: recipe.title,
        imageUrl: recipe.image_url,
        featured: recipe.featured,
        cells: [t(`recipes.categories.${recipe.category}`), formatShortDate(recipe.updated_at, language)],
      }))}
    />
  );
}
