import { data } from "react-router";
import { isProofOfWorkForm } from "~/lib/proof-of-work";
import { issueChallenge } from "~/server/proof-of-work.server";
import type { Route } from "./+types/resources.proof-of-work";

/**
 * A new proof-of-work challenge for one form's widget (`?form=login`). Making one costs the
 * shop a single key derivation; every challenge is new, so nothing may keep it.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const form = url.searchParams.get("form");
  if (!isProofOfWorkForm(form)) return data({ error: "unknown form" }, { status: 400 });
  return data(await issueChallenge(form), { headers: { "Cache-Control": "no-store" } });
}
