import { translator } from "~/i18n";
import { ordersCsv, ordersCsvFilename } from "~/lib/order-export";
import { resolveLanguage } from "~/server/language.server";
import { listOrdersForUser } from "~/server/orders.server";
import { requireUser } from "~/server/session.server";
import { csvResponse } from "~/lib/responses";
import type { Route } from "./+types/profile.orders[.]csv";

/** The signed-in user's orders as a CSV download (only theirs: the user comes from the session). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { language } = resolveLanguage(request);
  const csv = ordersCsv(await listOrdersForUser(user.id), translator(language), language);
  return csvResponse(csv, `${ordersCsvFilename(new Date(), language)}`);
}
