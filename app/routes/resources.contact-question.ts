import { drawHumanCheckPicture } from "~/server/human-check-picture.server";
import type { Route } from "./+types/resources.contact-question";

/**
 * The contact form's sum as a picture (`?token=`), for a browser without JavaScript. Each
 * drawing is new, so nothing may keep it; a token that is forged or has run out gets 404.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const picture = await drawHumanCheckPicture(url.searchParams.get("token"));
  if (!picture) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(picture), {
    headers: { "Content-Type": "image/png", "Cache-Control": "no-store" },
  });
}
