import { exportFilename } from "~/lib/bookkeeping";
import { badPeriod, periodVouchersZip, requestedPeriod } from "~/server/admin/bookkeeping.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.bogfoering.bilag[.]zip";

/** The period's invoices and credit notes as PDFs, with the journal, in one zip written as it downloads. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period, problem } = requestedPeriod(request);
  if (problem) return badPeriod(request, problem);
  return new Response(await periodVouchersZip(period), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFilename("bilag", period)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
