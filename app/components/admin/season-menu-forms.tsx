/**
 * The parts of a season menu's edit page (~/routes/admin.saesonmenuer.$id): a form per course, place
 * and pickup day, each a plain post with its `intent` that works without JavaScript, and their
 * removal buttons. A refused form shows its errors on its fields, or what stops it next to it.
 */
import { getFormProps, useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Form } from "react-router";
import { SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatDeliveryDay } from "~/lib/format";
import { formatExactPrice, parseKroner } from "~/lib/money";
import {
  seasonCourseSchema,
  seasonDaySchema,
  seasonPlaceSchema,
  type SeasonMenuActionData,
  type SeasonMenuIntent,
} from "~/lib/schemas/season-menus";
import { SEASON_PLACE_KINDS, type SeasonPlaceKind } from "~/lib/season-menus";
import { Panel } from "./admin-page";

type Schema = typeof seasonCourseSchema | typeof seasonPlaceSchema | typeof seasonDaySchema;

/** A form of the page: Conform with its schema, the action's answer only when it was this form's. */
function useSeasonForm<S extends Schema>(
  target: string,
  schema: S,
  answer: SeasonMenuActionData | undefined,
  defaultValue: Record<string, string>,
) {
  return useForm<z.input<S>>({
    id: `season-${target}`,
    lastResult: answer?.target === target ? answer.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaultValue as DefaultValue<z.input<S>>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<z.input<S>>,
  });
}

/** What stops a change that belongs to no field ("orders refer to it"), next to its form. */
export function SeasonProblem({ target, answer }: { target: string; answer?: SeasonMenuActionData }) {
  const { t } = useAdminTranslation();
  if (answer?.target !== target || !answer.problem) return null;
  return (
    <p role="alert" className="mt-2 font-medium text-clay-700" data-testid="season-problem">
      {t(answer.problem as "seasonMenus.problems.in-orders")}
    </p>
  );
}

/** A small form of its own that posts `intent` with `ids`: removing a course, place or day. */
function RemoveButton({
  intent,
  ids,
  label,
  children,
}: {
  intent: SeasonMenuIntent;
  ids: Record<string, string>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(ids).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant="outline" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

export type CourseView = {
  id: string;
  productId: string;
  title: string;
  seasonOnly: boolean;
  label: string;
  labelEn: string | null;
  pricePerJar: string;
  jarsPerCover: number;
};

export type ProductChoice = { id: string; title: string; seasonOnly: boolean };

/** A course's form: a new one (no `course`) or one of the menu's, with its removal. */
export function CourseForm({
  course,
  products,
  answer,
}: {
  course?: CourseView;
  products: ProductChoice[];
  answer?: SeasonMenuActionData;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const target = course ? `course-${course.id}` : "course-new";
  const [form, fields] = useSeasonForm(target, seasonCourseSchema, answer, {
    productId: course?.productId ?? "",
    label: course?.label ?? "",
    labelEn: course?.labelEn ?? "",
    jarsPerCover: String(course?.jarsPerCover ?? 1),
    pricePerJar: course ? course.pricePerJar.replace(".", ",") : "",
  });
  const name = course ? `${course.label}: ${course.title}` : "";
  return (
    <div
      className="border-t border-cream-200 pt-4 first:border-0 first:pt-0"
      data-testid={course ? "season-course" : undefined}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <input type="hidden" name="intent" value={course ? "course-save" : "course-add"} />
        {course && <input type="hidden" name="courseId" value={course.id} />}
        <SelectField
          field={fields.productId}
          label={t("seasonMenus.product")}
          placeholder={t("seasonMenus.chooseProduct")}
          options={products.map((product) => ({
            value: product.id,
            label: product.seasonOnly
              ? `${product.title} (${t("seasonMenus.seasonOnlyMark")})`
              : product.title,
          }))}
          className="sm:col-span-2 lg:col-span-3"
        />
        <TextField
          field={fields.label}
          label={t("seasonMenus.label")}
          hint={t("seasonMenus.labelHint")}
          maxLength={100}
        />
        <TextField field={fields.labelEn} label={t("seasonMenus.labelEn")} maxLength={100} />
        <TextField
          field={fields.jarsPerCover}
          label={t("seasonMenus.jarsPerCover")}
          type="number"
          min={1}
          max={10}
        />
        <TextField field={fields.pricePerJar} label={t("seasonMenus.pricePerJar")} inputMode="decimal" />
        <div className="flex items-end">
          <SubmitButton variant={course ? "outline" : "primary"}>
            {course ? t("seasonMenus.saveCourse") : t("seasonMenus.addCourse")}
          </SubmitButton>
        </div>
      </Form>
      {course && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {t("seasonMenus.coursePrice", {
              price: formatExactPrice(parseKroner(course.pricePerJar) * course.jarsPerCover, language),
            })}
          </span>
          {!course.seasonOnly && <span className="text-clay-700">{t("seasonMenus.notSeasonOnly")}</span>}
          <RemoveButton
            intent="course-remove"
            ids={{ courseId: course.id }}
            label={`${t("seasonMenus.removeCourse")} ${name}`}
          >
            {t("seasonMenus.removeCourse")}
          </RemoveButton>
        </div>
      )}
      <SeasonProblem target={target} answer={answer} />
    </div>
  );
}

export type DayView = {
  pickup_date: string;
  opens: string;
  closes: string;
  capacity_covers: number;
  held: number;
};
export type PlaceView = {
  id: string;
  kind: SeasonPlaceKind;
  name: string;
  name_en: string | null;
  address: string;
  days: DayView[];
};

/** A place's fields: the form of a new place, or of one of the menu's. */
function PlaceFields({ place, answer }: { place?: PlaceView; answer?: SeasonMenuActionData }) {
  const { t } = useAdminTranslation();
  const target = place ? `place-${place.id}` : "place-new";
  const [form, fields] = useSeasonForm(target, seasonPlaceSchema, answer, {
    kind: place?.kind ?? "partner",
    name: place?.name ?? "",
    nameEn: place?.name_en ?? "",
    address: place?.address ?? "",
  });
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={place ? "place-save" : "place-add"} />
        {place && <input type="hidden" name="placeId" value={place.id} />}
        <SelectField
          field={fields.kind}
          label={t("seasonMenus.kind")}
          options={SEASON_PLACE_KINDS.map((kind) => ({ value: kind, label: t(`seasonMenus.kinds.${kind}`) }))}
        />
        <TextField field={fields.address} label={t("seasonMenus.address")} maxLength={300} />
        <TextField field={fields.name} label={t("seasonMenus.placeName")} maxLength={200} />
        <TextField field={fields.nameEn} label={t("seasonMenus.placeNameEn")} maxLength={200} />
        <div>
          <SubmitButton variant={place ? "outline" : "primary"}>
            {place ? t("seasonMenus.savePlace") : t("seasonMenus.addPlace")}
          </SubmitButton>
        </div>
      </Form>
      <SeasonProblem target={target} answer={answer} />
    </>
  );
}

/** A pickup day's form: a new one for `placeId`, or one of its days, with its removal. */
function DayForm({
  placeId,
  placeName,
  day,
  answer,
}: {
  placeId: string;
  placeName: string;
  day?: DayView;
  answer?: SeasonMenuActionData;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const target = `day-${placeId}-${day?.pickup_date ?? "new"}`;
  const [form, fields] = useSeasonForm(target, seasonDaySchema, answer, {
    date: day?.pickup_date ?? "",
    opens: day?.opens ?? "10:00",
    closes: day?.closes ?? "16:00",
    capacity: day ? String(day.capacity_covers) : "",
  });
  const name = day
    ? t("seasonMenus.dayOf", { date: formatDeliveryDay(day.pickup_date, language), place: placeName })
    : "";
  return (
    <li className="py-3" data-testid={day ? "season-day" : undefined}>
      {day && (
        <p className="mb-2 font-medium first-letter:uppercase">
          {formatDeliveryDay(day.pickup_date, language)}
          <span className="ml-2 text-sm font-normal text-muted">
            {t("seasonMenus.held", { count: day.held })}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" {...getFormProps(form)} className="grid flex-1 gap-3 sm:grid-cols-5">
          <input type="hidden" name="intent" value={day ? "day-save" : "day-add"} />
          <input type="hidden" name="placeId" value={placeId} />
          {day && <input type="hidden" name="originalDate" value={day.pickup_date} />}
          <TextField field={fields.date} label={t("seasonMenus.date")} type="date" />
          <TextField field={fields.opens} label={t("seasonMenus.opens")} type="time" />
          <TextField field={fields.closes} label={t("seasonMenus.closes")} type="time" />
          <TextField field={fields.capacity} label={t("seasonMenus.capacity")} type="number" min={0} />
          <div className="flex items-end">
            <SubmitButton
              variant={day ? "outline" : "primary"}
              size="sm"
              aria-label={
                day ? `${t("seasonMenus.saveDay")} ${name}` : `${t("seasonMenus.addDay")} ${placeName}`
              }
            >
              {day ? t("seasonMenus.saveDay") : t("seasonMenus.addDay")}
            </SubmitButton>
          </div>
        </Form>
        {day && (
          <RemoveButton
            intent="day-remove"
            ids={{ placeId, originalDate: day.pickup_date }}
            label={`${t("seasonMenus.removeDay")} ${name}`}
          >
            {t("seasonMenus.removeDay")}
          </RemoveButton>
        )}
      </div>
      <SeasonProblem target={target} answer={answer} />
    </li>
  );
}

/** A place with its fields, its pickup days and a form for another day. */
export function PlacePanel({ place, answer }: { place: PlaceView; answer?: SeasonMenuActionData }) {
  const { t } = useAdminTranslation();
  return (
    <Panel title={`${place.name} (${t(`seasonMenus.kinds.${place.kind}`)})`}>
      <div data-testid="season-place" className="space-y-4">
        <PlaceFields place={place} answer={answer} />
        <RemoveButton
          intent="place-remove"
          ids={{ placeId: place.id }}
          label={`${t("seasonMenus.removePlace")} ${place.name}`}
        >
          {t("seasonMenus.removePlace")}
        </RemoveButton>
        <h3 className="text-lg font-semibold">{t("seasonMenus.days")}</h3>
        {place.days.length === 0 && <p className="text-muted">{t("seasonMenus.noDays")}</p>}
        <ul className="divide-y divide-cream-200">
          {place.days.map((day) => (
            <DayForm
              key={day.pickup_date}
              placeId={place.id}
              placeName={place.name}
              day={day}
              answer={answer}
            />
          ))}
          <DayForm placeId={place.id} placeName={place.name} answer={answer} />
        </ul>
      </div>
    </Panel>
  );
}

/** The form for another place. */
export function NewPlacePanel({ answer }: { answer?: SeasonMenuActionData }) {
  const { t } = useAdminTranslation();
  return (
    <Panel title={t("seasonMenus.addPlace")}>
      <PlaceFields answer={answer} />
    </Panel>
  );
}
