/**
 * Reveals the contact form's obfuscated sum (see `human-check.server.ts`): solves its ALTCHA proof
 * of work in two Web Workers (the widget's own PBKDF2 worker, a file of the shop's, as the
 * Content-Security-Policy wants) and decrypts the sum with the key the solution gives. Loaded
 * on demand by `contact-sum.tsx`.
 */
import { solveChallengeWorkers } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

type Obfuscated = Challenge & { cipher: { iv: string; data: string } };

const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export async function revealSum(obfuscated: string): Promise<string> {
  const challenge = JSON.parse(atob(obfuscated)) as Obfuscated;
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: 2,
    createWorker: () => new Pbkdf2Worker(),
  });
  if (!solution) throw new Error("The sum's proof of work found no solution.");
  const key = await crypto.subtle.importKey("raw", bytes(solution.derivedKey), "AES-GCM", false, ["decrypt"]);
  const sum = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes(challenge.cipher.iv) },
    key,
    bytes(challenge.cipher.data),
  );
  return new TextDecoder().decode(sum);
}
