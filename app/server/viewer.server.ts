/**
 * Who is looking at a page, for prices: the signed-in profile's role and discount, or a guest.
 */
import type { Viewer } from "~/lib/pricing";
import { getUser, viewerOf } from "./session.server";

export async function getViewer(request: Request): Promise<Viewer> {
  return viewerOf(await getUser(request));
}
