import { deobfuscate } from "altcha-lib/obfuscation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HUMAN_CHECK_TTL_SECONDS,
  currentQuestion,
  issueQuestion,
  nextQuestion,
  readHumanCheckToken,
} from "./human-check.server";
import { resetConfig } from "./config.server";
import { resetAuthSecret } from "./secret.server";

const saved = process.env.AUTH_SECRET;
beforeAll(() => {
  process.env.AUTH_SECRET = "unit-test-secret-that-is-long-enough-0123456789";
  resetConfig();
  resetAuthSecret();
});
afterAll(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
  resetConfig();
  resetAuthSecret();
});

/** The numbers behind a question, as only the server can read them. */
const numbers = (token: string) => {
  const read = readHumanCheckToken(token);
  return read && { a: read.a, b: read.b };
};

describe("the contact form's question", () => {
  it("is two numbers from 1 to 10 in a token the shop can read back", async () => {
    const seen = new Set<number>();
    for (let round = 0; round < 200; round += 1) {
      const { a, b } = numbers((await issueQuestion()).token)!;
      for (const number of [a, b]) {
        expect(number).toBeGreaterThanOrEqual(1);
        expect(number).toBeLessThanOrEqual(10);
        seen.add(number);
      }
    }
    expect(seen.size).toBe(10);
  });

  // Two proofs of work, about a second of CPU each: on a busy two-core machine, well past 5 s.
  it(
    "gives the page the sum only obfuscated: revealed by a proof of work, it is the token's",
    { timeout: 30_000 },
    async () => {
      const question = await issueQuestion();
      expect(Object.keys(question).sort()).toEqual(["sum", "token"]);
      const { a, b } = numbers(question.token)!;
      expect(JSON.stringify(question)).not.toContain(`${a} + ${b}`);
      expect(Buffer.from(question.sum, "base64").toString()).not.toContain(`${a} + ${b}`);
      // What the browser (or a script) does, at the cost of the proof of work.
      expect(await deobfuscate(question.sum)).toBe(`${a} + ${b}`);
      // Shown again, the same question is obfuscated anew.
      const again = await currentQuestion(question.token);
      expect(again.token).toBe(question.token);
      expect(again.sum).not.toBe(question.sum);
      expect(await deobfuscate(again.sum)).toBe(`${a} + ${b}`);
    },
  );

  it("expires after its lifetime", async () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = await issueQuestion({ now });
    expect(readHumanCheckToken(token)!.expires).toBe(now / 1000 + HUMAN_CHECK_TTL_SECONDS);
    expect((await currentQuestion(token, now + 1000)).token).toBe(token);
    expect((await currentQuestion(token, now + (HUMAN_CHECK_TTL_SECONDS + 1) * 1000)).token).not.toBe(token);
  });

  it("says nothing of its numbers, and cannot be changed or made up in the browser", async () => {
    for (let round = 0; round < 50; round += 1) {
      const { token } = await issueQuestion();
      const { a, b } = numbers(token)!;
      // A version and one sealed body: no field of it, nor its decoded bytes, holds the numbers.
      const [version, body, ...rest] = token.split(".");
      expect([version, rest]).toEqual(["c2", []]);
      expect(Buffer.from(body!, "base64url").toString("latin1")).not.toContain(`${a}.${b}.`);
      // Anything added to the token, even what its decoder would skip, makes it another.
      for (const tail of ["x", "A", "xy", "=", "!"])
        expect(readHumanCheckToken(`${token}${tail}`)).toBeNull();
    }
    const { token } = await issueQuestion();
    const [version, body] = token.split(".") as [string, string];
    const bytes = Buffer.from(body, "base64url");
    for (const at of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 1;
      expect(readHumanCheckToken(`${version}.${changed.toString("base64url")}`), `byte ${at}`).toBeNull();
    }
    expect(readHumanCheckToken("c1.1.1.99999999999.nonce.signature")).toBeNull();
    expect(readHumanCheckToken(undefined)).toBeNull();
    expect(readHumanCheckToken("x".repeat(500))).toBeNull();
  });

  it("is signed with the shop's secret: another secret's token is refused", async () => {
    const { token } = await issueQuestion();
    process.env.AUTH_SECRET = "another-secret-that-is-also-long-enough-987654321";
    resetConfig();
    resetAuthSecret();
    expect(readHumanCheckToken(token)).toBeNull();
  });

  it("after an attempt, is never followed by the same sum", async () => {
    for (let round = 0; round < 100; round += 1) {
      const first = await issueQuestion();
      const next = await nextQuestion(first.token);
      expect(numbers(next.token)).not.toEqual(numbers(first.token));
    }
  });
});
