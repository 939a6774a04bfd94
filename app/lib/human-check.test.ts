import { describe, expect, it } from "vitest";
import { readHumanCheckAnswer } from "./human-check";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readHumanCheckAnswer", () => {
  it("reads the token and a whole-number answer, as typed with spaces", () => {
    expect(readHumanCheckAnswer(form({ captchaToken: "c1.3.4.x", captchaAnswer: " 7 " }))).toEqual({
      token: "c1.3.4.x",
      answer: 7,
    });
    expect(readHumanCheckAnswer(form({ captchaToken: "t", captchaAnswer: "-2" })).answer).toBe(-2);
  });

  it("has no answer for text, decimals, huge numbers or an empty field, and no token for junk", () => {
    for (const answer of ["syv", "7.5", "1e3", "12345", "", " "]) {
      expect(readHumanCheckAnswer(form({ captchaAnswer: answer })).answer, answer).toBeNull();
    }
    expect(readHumanCheckAnswer(form({ captchaAnswer: new Blob(["7"]) })).answer).toBeNull();
    expect(readHumanCheckAnswer(form({})).token).toBeNull();
    expect(readHumanCheckAnswer(form({ captchaToken: "" })).token).toBeNull();
    expect(readHumanCheckAnswer(form({ captchaToken: "x".repeat(201) })).token).toBeNull();
    expect(readHumanCheckAnswer(form({ captchaToken: new Blob(["t"]) })).token).toBeNull();
  });
});
