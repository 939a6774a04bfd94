import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HUMAN_CHECK_PICTURE, drawHumanCheckPicture, drawSum } from "./human-check-picture.server";
import { HUMAN_CHECK_TTL_SECONDS, issueQuestion } from "./human-check.server";
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

/** Where the ink is: the picture trimmed to what is drawn. */
async function ink(png: Buffer) {
  const { info } = await sharp(png).trim().toBuffer({ resolveWithObject: true });
  return {
    left: -(info.trimOffsetLeft ?? 0),
    top: -(info.trimOffsetTop ?? 0),
    width: info.width,
    height: info.height,
  };
}

describe("the contact sum's picture", () => {
  it("draws the longest sum whole inside the picture, as ink a person can read", async () => {
    const { width, height } = await sharp(await drawSum("1 + 1")).metadata();
    expect([width, height]).toEqual([HUMAN_CHECK_PICTURE.width * 2, HUMAN_CHECK_PICTURE.height * 2]);
    for (let round = 0; round < 20; round += 1) {
      const drawn = await ink(await drawSum("10 + 10"));
      expect(drawn.left).toBeGreaterThan(0);
      expect(drawn.top).toBeGreaterThan(0);
      expect(drawn.left + drawn.width).toBeLessThan(width!);
      expect(drawn.top + drawn.height).toBeLessThan(height!);
      // Characters as tall as most of the picture, not specks.
      expect(drawn.height).toBeGreaterThan(height! / 2);
    }
    // A longer sum takes more room.
    expect((await ink(await drawSum("10 + 10"))).width).toBeGreaterThan(
      (await ink(await drawSum("1 + 1"))).width + 20,
    );
  });

  it("is drawn anew each time, and only for a genuine token that has not run out", async () => {
    const now = Date.now();
    const { token } = await issueQuestion({ now });
    const first = await drawHumanCheckPicture(token, now);
    const second = await drawHumanCheckPicture(token, now);
    expect(first?.subarray(1, 4).toString()).toBe("PNG");
    expect(second).not.toEqual(first);
    expect(await drawHumanCheckPicture(token, now + (HUMAN_CHECK_TTL_SECONDS + 1) * 1000)).toBeNull();
    expect(await drawHumanCheckPicture(`${token}x`, now)).toBeNull();
    expect(await drawHumanCheckPicture(null, now)).toBeNull();
  });
});
