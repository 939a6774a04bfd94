import { documentFilename } from "~/lib/invoices";
import { documentForViewer } from "~/server/invoices.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/profile.faktura.$number";

/**
 * An invoice or credit note as a PDF, for the customer whose order it is (and admins). Anyone
 * else gets a 404, so a number someone guesses says nothing about whether it exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const number = /^\d{1,10}$/.test(params.number) ? Number(params.number) : 0;
  const document = await documentForViewer(number, user);
  if (!document) throw new Response(null, { status: 404 });
  // PDFKit and its fonts (several MB of memory) load with the first invoice, not with the shop.
  const { renderInvoicePdf } = await import("~/server/invoice-pdf.server");
  const pdf = await renderInvoicePdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFilename(document)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
