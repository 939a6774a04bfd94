import { adminMeta } from "~/components/admin/admin-meta";
import { RecallRecordPage } from "~/components/admin/recall-record-page";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { recallRecord } from "~/server/admin/recalls.server";
import { closeRecall } from "~/server/batches/recall.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.tilbagekaldelser.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("recalls.recordTitle", { product: args.data?.recall.product ?? "" }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const record = isUuid(params.id) ? await recallRecord(params.id) : null;
  if (!record) throw notFound();
  return record;
}

/** Closing the recall: its notice leaves the shop's pages. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) throw notFound();
  const closed = await closeRecall(admin, params.id);
  return redirectWithToast(`/admin/tilbagekaldelser/${params.id}`, {
    type: closed ? "success" : "info",
    title: closed ? "admin:recalls.closedToast" : "admin:recalls.alreadyClosed",
  });
}

export default function AdminRecall({ loaderData }: Route.ComponentProps) {
  return <RecallRecordPage {...loaderData} />;
}
