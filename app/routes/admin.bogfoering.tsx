import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { BookkeepingPage } from "~/components/admin/bookkeeping-page";
import { periodSearch } from "~/lib/periods";
import { bookkeepingAccountsSchema } from "~/lib/schemas/admin";
import { bookkeepingPage, requestedPeriod, setBookkeepingAccounts } from "~/server/admin/bookkeeping.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.bogfoering";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("bookkeeping.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period, problem, typed } = requestedPeriod(request);
  return { period, problem, typed, search: periodSearch(period), ...(await bookkeepingPage(period)) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: bookkeepingAccountsSchema });
  if (submission.status !== "success") return data({ accounts: submission.reply() }, { status: 400 });
  await setBookkeepingAccounts(admin, submission.value);
  return redirectWithToast(`/admin/bogfoering${new URL(request.url).search}`, {
    type: "success",
    title: "admin:bookkeeping.saved",
  });
}

/** The period's figures, its journal and vouchers to download, and the accounts they are booked on. */
export default function AdminBookkeeping({ loaderData, actionData }: Route.ComponentProps) {
  return <BookkeepingPage {...loaderData} lastResult={actionData?.accounts} />;
}
