import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail, type AuditView } from "~/components/admin/audit-trail";
import { CheckboxField, FieldError, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { CalendarSettings } from "~/lib/delivery-calendar";
import { formatDeliveryDay, formatWeekday } from "~/lib/format";
import { calendarDaySchema, calendarSchema } from "~/lib/schemas/admin";

/** A week from a Sunday, for naming the weekdays 0–6. */
const WEEKDAY_DATES = [
  "2026-11-29",
  "2026-11-30",
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
  "2026-12-04",
  "2026-12-05",
];

/** A date with settings of its own, as the calendar's page lists it. */
type CalendarDay = { date: string; closed: boolean; capacity_jars: number | null; note: string | null };

/**
 * The back office's delivery calendar page (`/admin/levering`): the calendar's settings and its
 * dates with settings of their own.
 */
export function CalendarPage({
  settings,
  days,
  audit,
  actionData,
}: {
  settings: CalendarSettings;
  days: CalendarDay[];
  audit: AuditView[];
  /** A form the server refused: the calendar's or a day's. */
  actionData:
    { calendar: SubmissionResult<string[]> | null; day: SubmissionResult<string[]> | null } | undefined;
}) {
  const { t } = useAdminTranslation();
  const { t: translate } = useTranslation();
  const language = useLanguage();
  const [form, fields] = useForm({
    id: "calendar",
    lastResult: actionData?.calendar,
    constraint: getZodConstraint(calendarSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      weekdays: settings.weekdays.map(String),
      cutoffDaysBefore: String(settings.cutoffDaysBefore),
      cutoffTime: settings.cutoffTime,
      capacityJars: String(settings.capacityJars),
      closedEachYear: settings.closedEachYear.join(", "),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarSchema }),
  });
  const [dayForm, dayFields] = useForm({
    id: "calendar-day",
    lastResult: actionData?.day,
    constraint: getZodConstraint(calendarDaySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarDaySchema }),
  });
  const chosenWeekdays = new Set(fields.weekdays.initialValue as string[] | undefined);
  return (
    <AdminPage title={t("calendar.title")} intro={t("calendar.intro")}>
      <Form
        method="post"
        {...getFormProps(form)}
        className="max-w-2xl space-y-5 rounded-2xl border border-cream-300 bg-white p-6"
      >
        <input type="hidden" name="intent" value="calendar" />
        <fieldset aria-describedby={fields.weekdays.errors ? fields.weekdays.errorId : undefined}>
          <legend className="text-sm font-medium">{t("calendar.weekdays")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {WEEKDAY_DATES.map((date, weekday) => (
              <label key={date} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={fields.weekdays.name}
                  value={String(weekday)}
                  defaultChecked={chosenWeekdays.has(String(weekday))}
                  className="h-4 w-4 accent-forest-700"
                />
                <span className="first-letter:uppercase">{formatWeekday(date, language)}</span>
              </label>
            ))}
          </div>
          <FieldError
            id={fields.weekdays.errorId}
            message={
              fields.weekdays.errors?.[0] ? translate(fields.weekdays.errors[0] as "common.close") : undefined
            }
          />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            field={fields.cutoffDaysBefore}
            label={t("calendar.cutoffDaysBefore")}
            type="number"
            min={0}
            max={14}
          />
          <TextField field={fields.cutoffTime} label={t("calendar.cutoffTime")} type="time" />
          <TextField field={fields.capacityJars} label={t("calendar.capacityJars")} type="number" min={0} />
        </div>
        <TextField
          field={fields.closedEachYear}
          label={t("calendar.closedEachYear")}
          hint={t("calendar.closedEachYearHint")}
        />
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>

      <Panel title={t("calendar.days")}>
        <p className="text-sm text-muted">{t("calendar.daysIntro")}</p>
        {days.length === 0 ? (
          <p className="mt-3 text-muted">{t("calendar.noDays")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-cream-200" data-testid="calendar-days">
            {days.map((day) => (
              <li key={day.date} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-medium first-letter:uppercase">
                    {formatDeliveryDay(day.date, language)}
                  </span>
                  {" · "}
                  {day.closed
                    ? t("calendar.closedDay")
                    : day.capacity_jars !== null
                      ? `${t("calendar.capacityJars")}: ${day.capacity_jars}`
                      : ""}
                  {day.note && <span className="text-muted"> · {day.note}</span>}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-day" />
                  <input type="hidden" name="date" value={day.date} />
                  <Button type="submit" size="sm" variant="outline">
                    {t("calendar.removeDay")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" {...getFormProps(dayForm)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="day" />
          <TextField field={dayFields.date} label={t("calendar.date")} type="date" />
          <TextField field={dayFields.capacityJars} label={t("calendar.dayCapacity")} type="number" min={0} />
          <TextField field={dayFields.note} label={t("calendar.note")} maxLength={200} />
          <div className="flex items-end">
            <CheckboxField field={dayFields.closed} label={t("calendar.closedDay")} />
          </div>
          <div>
            <SubmitButton>{t("calendar.addDay")}</SubmitButton>
          </div>
        </Form>
      </Panel>
      <AuditTrail entries={audit} />
    </AdminPage>
  );
}
