/**
 * Who is looking at a page, for prices: the signed-in profile's role and discount, or a guest.
 */
import type { Viewer } from "~/lib/pricing";

export async function getViewer(_request: Request): Promise<Viewer> {
  // Accounts come with the sign-in issue; until then everyone is a guest.
  return null;
}
