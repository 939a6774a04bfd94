import { adminMeta } from "~/components/admin/admin-meta";
import type { DayBatchesAnswer } from "~/components/admin/day-batches-form";
import { ProductionPage } from "~/components/admin/production-page";
import { productionPlan } from "~/server/admin/production.server";
import { recordDayAction } from "~/server/batches/batch-page.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.produktion";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("production.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return productionPlan();
}

/** "Registrér dagens batches": the day's batches in one step. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return recordDayAction(await readForm(request), admin);
}

/** The kitchen's plan: for each coming delivery day, the jars to cook per product. */
export default function AdminProduction({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductionPage {...loaderData} answer={actionData as DayBatchesAnswer | undefined} />;
}
