import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAPTCHA_TTL_SECONDS,
  currentCaptcha,
  issueCaptcha,
  nextCaptcha,
  readCaptchaToken,
} from "./captcha.server";
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

describe("the contact form's question", () => {
  it("is two numbers from 1 to 10 in a token the shop can read back", () => {
    for (let round = 0; round < 200; round += 1) {
      const { a, b, token } = issueCaptcha();
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
      expect(readCaptchaToken(token)).toMatchObject({ a, b });
    }
  });

  it("expires after its lifetime", () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = issueCaptcha({ now });
    expect(readCaptchaToken(token)!.expires).toBe(now / 1000 + CAPTCHA_TTL_SECONDS);
    expect(currentCaptcha(token, now + 1000).token).toBe(token);
    expect(currentCaptcha(token, now + (CAPTCHA_TTL_SECONDS + 1) * 1000).token).not.toBe(token);
  });

  it("says nothing of its numbers, and cannot be changed or made up in the browser", () => {
    for (let round = 0; round < 50; round += 1) {
      const { a, b, token } = issueCaptcha();
      expect(token).not.toContain(`${a}.${b}`);
      expect(token.split(".")).toHaveLength(2);
    }
    const { token } = issueCaptcha();
    const [version, body] = token.split(".") as [string, string];
    const bytes = Buffer.from(body, "base64url");
    for (const at of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 1;
      expect(readCaptchaToken(`${version}.${changed.toString("base64url")}`), `byte ${at}`).toBeNull();
    }
    expect(readCaptchaToken(`${token}x`)).toBeNull();
    expect(readCaptchaToken("c1.1.1.99999999999.nonce.signature")).toBeNull();
    expect(readCaptchaToken(undefined)).toBeNull();
    expect(readCaptchaToken("x".repeat(500))).toBeNull();
  });

  it("is signed with the shop's secret: another secret's token is refused", () => {
    const { token } = issueCaptcha();
    process.env.AUTH_SECRET = "another-secret-that-is-also-long-enough-987654321";
    resetConfig();
    resetAuthSecret();
    expect(readCaptchaToken(token)).toBeNull();
  });

  it("after an attempt, is never followed by the same sum", () => {
    for (let round = 0; round < 100; round += 1) {
      const first = issueCaptcha();
      const next = nextCaptcha(first.token);
      expect([next.a, next.b]).not.toEqual([first.a, first.b]);
    }
  });
});
