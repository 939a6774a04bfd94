/**
 * What a browser's ALTCHA widget does for a form: fetch a challenge from the shop and solve it
 * (about a second of CPU), giving the hidden field's value.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ProofOfWorkForm } from "~/lib/proof-of-work";
import { loader as challengeLoader } from "~/routes/resources.proof-of-work";
import { callLoader } from "./routes";

export async function solvedProof(form: ProofOfWorkForm): Promise<string> {
  const challenge = (await callLoader(challengeLoader, `/resources/proof-of-work?form=${form}`)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}
