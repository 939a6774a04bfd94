import { describe, expect, it } from "vitest";
import { parseNewsletterForm } from "./newsletter";

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("the newsletter sign-up", () => {
  it("needs a first name and an e-mail; the last name may be left out", () => {
    expect(parseNewsletterForm(form({ first_name: " Anna ", email: " anna@example.dk " }))).toEqual({
      ok: true,
      value: { first_name: "Anna", last_name: null, email: "anna@example.dk" },
    });
    expect(
      parseNewsletterForm(form({ first_name: "Anna", last_name: "Hansen", email: "anna@example.dk" })),
    ).toMatchObject({ ok: true, value: { last_name: "Hansen" } });
  });

  it.each([
    [{}, "missing"],
    [{ first_name: "Anna" }, "missing"],
    [{ email: "anna@example.dk" }, "missing"],
    [{ first_name: "   ", email: "anna@example.dk" }, "missing"],
    [{ first_name: "Anna", email: "anna@" }, "email"],
    [{ first_name: "Anna", email: `${"a".repeat(251)}@x.dk` }, "email"],
    [{ first_name: "x".repeat(51), email: "anna@example.dk" }, "tooLong"],
    [{ first_name: "Anna", last_name: "x".repeat(51), email: "anna@example.dk" }, "tooLong"],
    // A missing field is named first, whatever else is wrong.
    [{ first_name: "", email: "nonsense" }, "missing"],
  ])("refuses %o as %s", (fields, problem) => {
    expect(parseNewsletterForm(form(fields))).toEqual({ ok: false, problem });
  });

  it("treats a file where text belongs as missing text", () => {
    const file = new Blob(["x"], { type: "text/plain" });
    expect(parseNewsletterForm(form({ first_name: file, email: "anna@example.dk" }))).toEqual({
      ok: false,
      problem: "missing",
    });
  });
});
