import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { CalendarPage } from "~/components/admin/calendar-page";
import { isDate } from "~/lib/copenhagen";
import { calendarDaySchema, calendarSchema } from "~/lib/schemas/admin";
import {
  calendarAdmin,
  clearCalendarDay,
  saveCalendar,
  saveCalendarDay,
} from "~/server/admin/calendar.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.levering";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("calendar.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return calendarAdmin();
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "remove-day") {
    const date = String(form.get("date") ?? "");
    if (!isDate(date)) return data({ calendar: null, day: null }, { status: 400 });
    await clearCalendarDay(admin, date);
    return redirectWithToast("/admin/levering", { type: "success", title: "admin:calendar.dayRemoved" });
  }
  if (intent === "day") {
    const submission = parseWithZod(form, { schema: calendarDaySchema });
    if (submission.status !== "success")
      return data({ calendar: null, day: submission.reply() }, { status: 400 });
    await saveCalendarDay(admin, submission.value);
    return redirectWithToast("/admin/levering", { type: "success", title: "admin:calendar.daySaved" });
  }
  const submission = parseWithZod(form, { schema: calendarSchema });
  if (submission.status !== "success")
    return data({ calendar: submission.reply(), day: null }, { status: 400 });
  await saveCalendar(admin, submission.value);
  return redirectWithToast("/admin/levering", { type: "success", title: "admin:calendar.saved" });
}

/** The delivery calendar's settings and its dates with settings of their own. */
export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarPage {...loaderData} actionData={actionData} />;
}
