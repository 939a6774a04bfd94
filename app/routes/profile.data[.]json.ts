import { exportOwnData } from "~/server/profiles.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/profile.data[.]json";

/** Everything the shop holds about the signed-in user, as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const data = await exportOwnData(user.id);
  if (!data) throw new Response(null, { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="krukke-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
