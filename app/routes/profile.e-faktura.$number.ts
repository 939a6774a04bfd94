import { eInvoiceForViewer } from "~/server/invoices.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/profile.e-faktura.$number";

/**
 * A business customer's invoice or credit note as an e-invoice (Peppol BIS Billing 3.0 UBL), for
 * the customer whose order it is (and admins). Anyone else, and a private customer's document,
 * gets a 404, as for the PDF.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const number = /^\d{1,10}$/.test(params.number) ? Number(params.number) : 0;
  const eInvoice = await eInvoiceForViewer(number, user);
  if (!eInvoice) throw new Response(null, { status: 404 });
  const body = new TextEncoder().encode(eInvoice.xml);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${eInvoice.filename}"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
    },
  });
}
