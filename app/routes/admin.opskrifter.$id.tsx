import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { editPageMeta } from "~/components/admin/admin-meta";
import { ContentEditor } from "~/components/admin/content-panels";
import { FullRecipe } from "~/components/content/recipe-view";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { DIFFICULTIES, RECIPE_CATEGORIES } from "~/lib/domain";
import { recipeDetail } from "~/lib/recipes";
import { recipeSchema, type RecipeInput } from "~/lib/schemas/admin";
import { deleteIntent, editPageAction, editPageData } from "~/server/admin/edit-page.server";
import {
  deleteRecipe,
  adminRecipe,
  recipeColumns,
  recipeFormValues,
  saveRecipe,
} from "~/server/admin/content.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.opskrifter.$id";
import "~/i18n/areas/recipes";

const RECIPE_ASPECT = 4 / 3;

export const meta: Route.MetaFunction = (args) => editPageMeta(args, "recipes");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return editPageData({ idParam: params.id, entity: "recipe", find: adminRecipe, values: recipeFormValues });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return editPageAction({
    request,
    admin,
    idParam: params.id,
    schema: recipeSchema,
    listPath: "/admin/opskrifter",
    image: { folder: "recipes", aspect: RECIPE_ASPECT },
    texts: { created: "admin:recipes.created", saved: "admin:recipes.saved" },
    save: saveRecipe,
    intents: { delete: deleteIntent(deleteRecipe, "admin:recipes.deleted") },
    preview: async (id, input) => {
      const current = id ? await adminRecipe(id) : null;
      return recipeDetail({
        id: id ?? NEW,
        image_url: current?.image_url ?? null,
        ...recipeColumns(input),
      });
    },
  });
}

export default function AdminRecipe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { item: recipe, values, audit } = loaderData;
  const [form, fields] = useForm<RecipeInput>({
    id: `recipe-${recipe?.id ?? NEW}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(recipeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: (values ?? { category: "soups" }) as DefaultValue<RecipeInput>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeSchema }),
  });
  const english = t("content.english");
  const lines = t("content.linesHint");
  return (
    <ContentEditor
      section="recipes"
      item={recipe}
      listPath="/admin/opskrifter"
      formProps={getFormProps(form)}
      fields={fields}
      categories={RECIPE_CATEGORIES.map((category) => ({
        value: category,
        label: t(`recipes.categories.${category}`),
      }))}
      image={{ hint: t("content.imageHintRecipe"), aspect: RECIPE_ASPECT }}
      preview={actionData?.preview && <FullRecipe recipe={actionData.preview} />}
      audit={audit}
    >
      <SelectField
        field={fields.difficulty}
        label={t("recipes.fields.difficulty")}
        placeholder={t("recipes.fields.chooseDifficulty")}
        options={DIFFICULTIES.map((difficulty) => ({
          value: difficulty,
          label: t(`recipes.difficulties.${difficulty}`),
        }))}
      />
      <TextField field={fields.cookTime} label={t("recipes.fields.cookTime")} type="number" min={1} />
      <TextField field={fields.serves} label={t("recipes.fields.serves")} type="number" min={1} />
      <TextAreaField
        field={fields.ingredients}
        label={t("recipes.fields.ingredients")}
        hint={lines}
        rows={8}
      />
      <TextAreaField
        field={fields.ingredientsEn}
        label={t("recipes.fields.ingredientsEn")}
        hint={english}
        rows={8}
      />
      <TextAreaField
        field={fields.instructions}
        label={t("recipes.fields.instructions")}
        hint={lines}
        rows={10}
      />
      <TextAreaField
        field={fields.instructionsEn}
        label={t("recipes.fields.instructionsEn")}
        hint={english}
        rows={10}
      />
    </ContentEditor>
  );
}
