import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail, type AuditView } from "~/components/admin/audit-trail";
import { ImageField } from "~/components/admin/image-field";
import {
  CourseForm,
  NewPlacePanel,
  PlacePanel,
  SeasonProblem,
  type CourseView,
  type PlaceView,
  type ProductChoice,
} from "~/components/admin/season-menu-forms";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import type { NetUnit } from "~/lib/food";
import { formatExactPrice, parseKroner } from "~/lib/money";
import { seasonMenuSchema, type SeasonMenuActionData } from "~/lib/schemas/season-menus";
import { MENU_IMAGE_ASPECT, pricePerCover, pricePerKilogram, SEASON_MENU_STATUSES } from "~/lib/season-menus";

/** A stored season menu as its edit page shows it: the menu, its form's values, courses, places, log. */
type SeasonMenuEditor = {
  menu: { id: string; name: string; slug: string; image_url: string | null };
  values: DefaultValue<z.input<typeof seasonMenuSchema>>;
  courses: (CourseView & { netQuantity: number | null; netUnit: NetUnit | null })[];
  places: PlaceView[];
  products: ProductChoice[];
  audit: AuditView[];
};

/**
 * A season menu's edit page in the back office (`/admin/saesonmenuer/<id>`, `/admin/saesonmenuer/ny`
 * for a new one): its texts, address, window and status; then its courses and places with their
 * days.
 */
export function SeasonMenuEditPage({
  editor,
  answer,
}: {
  /** The stored menu, null for a new one. */
  editor: SeasonMenuEditor | null;
  answer: SeasonMenuActionData | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const [form, fields] = useForm<z.input<typeof seasonMenuSchema>, z.output<typeof seasonMenuSchema>>({
    id: `season-menu-${editor?.menu.id ?? NEW}`,
    lastResult: answer?.target === "menu" ? answer.result : undefined,
    constraint: getZodConstraint(seasonMenuSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: editor?.values ?? { status: "draft", coverChoices: "2, 4, 6" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: seasonMenuSchema }),
  });
  const courses = (editor?.courses ?? []).map((course) => ({
    price_per_jar: parseKroner(course.pricePerJar),
    jars_per_cover: course.jarsPerCover,
    net_grams: course.netUnit === "g" ? course.netQuantity : null,
  }));
  const perKilogram = pricePerKilogram(courses);
  return (
    <AdminPage
      title={editor ? t("seasonMenus.editTitle", { name: editor.menu.name }) : t("seasonMenus.new")}
      intro={editor ? t("seasonMenus.onSaleAt", { slug: editor.menu.slug }) : t("seasonMenus.intro")}
      actions={
        <div className="flex flex-wrap gap-4">
          {editor && (
            <Link
              to={`/admin/saesonmenuer/${editor.menu.id}/koekken`}
              className="underline underline-offset-2"
            >
              {t("seasonKitchen.kitchenLink")}
            </Link>
          )}
          <Link to="/admin/saesonmenuer" className="underline underline-offset-2">
            {t("common.back")}
          </Link>
        </div>
      }
    >
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-5 rounded-2xl border border-cream-300 bg-white p-6"
      >
        <h2 className="text-xl font-semibold">{t("seasonMenus.sections.menu")}</h2>
        <input type="hidden" name="intent" value="menu" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.name} label={t("seasonMenus.name")} maxLength={200} />
          <TextField field={fields.nameEn} label={t("seasonMenus.nameEn")} maxLength={200} />
          <TextField
            field={fields.slug}
            label={t("seasonMenus.slug")}
            hint={t("seasonMenus.slugHint")}
            maxLength={60}
          />
          <TextField
            field={fields.imageUrl}
            label={t("seasonMenus.imageUrl")}
            hint={t("seasonMenus.imageUrlHint")}
            maxLength={500}
          />
          <div className="sm:col-span-2">
            <ImageField
              field={fields.image}
              label={t("seasonMenus.imageUpload")}
              hint={t("content.imageHintRecipe")}
              currentUrl={editor?.menu.image_url ?? null}
              aspect={MENU_IMAGE_ASPECT}
            />
          </div>
          <TextAreaField field={fields.intro} label={t("seasonMenus.introText")} rows={4} maxLength={5000} />
          <TextAreaField field={fields.introEn} label={t("seasonMenus.introEn")} rows={4} maxLength={5000} />
          <TextAreaField
            field={fields.heating}
            label={t("seasonMenus.heating")}
            hint={t("seasonMenus.heatingHint")}
            rows={4}
            maxLength={5000}
          />
          <TextAreaField
            field={fields.heatingEn}
            label={t("seasonMenus.heatingEn")}
            rows={4}
            maxLength={5000}
          />
          <TextField
            field={fields.coverChoices}
            label={t("seasonMenus.coverChoices")}
            hint={t("seasonMenus.coverChoicesHint")}
          />
          <SelectField
            field={fields.status}
            label={t("seasonMenus.status")}
            hint={t("seasonMenus.statusHint")}
            options={SEASON_MENU_STATUSES.map((status) => ({
              value: status,
              label: t(`seasonMenus.statuses.${status}`),
            }))}
          />
          <TextField
            field={fields.opensAt}
            label={t("seasonMenus.opensAt")}
            hint={t("seasonMenus.windowHint")}
            type="datetime-local"
          />
          <TextField field={fields.closesAt} label={t("seasonMenus.closesAt")} type="datetime-local" />
        </div>
        <SeasonProblem target="menu" answer={answer} />
        <SubmitButton>{editor ? t("common.save") : t("common.create")}</SubmitButton>
      </Form>

      {editor && (
        <>
          <Panel title={t("seasonMenus.sections.courses")}>
            <dl className="mb-4 grid gap-x-4 sm:grid-cols-[auto_1fr]" data-testid="season-menu-price">
              <dt className="font-medium">{t("seasonMenus.price")}</dt>
              <dd>{formatExactPrice(pricePerCover(courses), language)}</dd>
              <dt className="font-medium">{t("seasonMenus.pricePerKg")}</dt>
              <dd>
                {perKilogram === null
                  ? t("seasonMenus.noPricePerKg")
                  : `${formatExactPrice(perKilogram, language)}/kg`}
              </dd>
            </dl>
            {editor.courses.length === 0 && <p className="mb-4 text-muted">{t("seasonMenus.noCourses")}</p>}
            <div className="space-y-4">
              {editor.courses.map((course) => (
                <CourseForm key={course.id} course={course} products={editor.products} answer={answer} />
              ))}
              <div className="border-t border-cream-200 pt-4">
                <h3 className="mb-2 text-lg font-semibold">{t("seasonMenus.addCourse")}</h3>
                <CourseForm products={editor.products} answer={answer} />
              </div>
            </div>
          </Panel>
          <section className="space-y-4" aria-labelledby="season-places">
            <h2 id="season-places" className="text-2xl font-semibold">
              {t("seasonMenus.sections.places")}
            </h2>
            {editor.places.length === 0 && <p className="text-muted">{t("seasonMenus.noPlaces")}</p>}
            {editor.places.map((place) => (
              <PlacePanel key={place.id} place={place} answer={answer} />
            ))}
            <NewPlacePanel answer={answer} />
          </section>
          <AuditTrail entries={editor.audit} />
        </>
      )}
    </AdminPage>
  );
}
