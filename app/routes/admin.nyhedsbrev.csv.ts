import { adminTranslator } from "~/i18n/admin";
import { csvDocument, csvFilename } from "~/lib/csv";
import { allSubscribers } from "~/server/admin/audience.server";
import { resolveLanguage } from "~/server/language.server";
import { requireAdmin } from "~/server/session.server";
import { csvResponse } from "~/lib/responses";
import type { Route } from "./+types/admin.nyhedsbrev.csv";

/** Every confirmed newsletter subscriber as a CSV download, for the mailing tool. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { language } = resolveLanguage(request);
  const t = adminTranslator(language);
  const subscribers = await allSubscribers();
  const csv = csvDocument([
    [t("newsletter.email"), t("newsletter.name"), t("newsletter.since"), t("newsletter.confirmed")],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      [subscriber.first_name, subscriber.last_name].filter(Boolean).join(" "),
      subscriber.created_at.toISOString(),
      // The proof of consent: when the address confirmed through its e-mail's link.
      subscriber.confirmed_at!.toISOString(),
    ]),
  ]);
  return csvResponse(csv, `${csvFilename(language === "da" ? "nyhedsbrev" : "newsletter", new Date())}`);
}
