import { exportFilename } from "~/lib/bookkeeping";
import { csvResponse } from "~/lib/responses";
import { badPeriod, periodJournal, requestedPeriod } from "~/server/admin/bookkeeping.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.bogfoering.kladde[.]csv";

/** The period's journal (kassekladde) as CSV for e-conomic or Dinero; a period that cannot stand is a 400 in words. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period, problem } = requestedPeriod(request);
  if (problem) return badPeriod(request, problem);
  const { csv } = await periodJournal(period);
  return csvResponse(csv, exportFilename("kassekladde", period));
}
