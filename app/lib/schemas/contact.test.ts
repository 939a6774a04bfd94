import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { CONTACT_CONSTRAINT } from "./contact-form";

const valid = {
  firstName: "Anna",
  lastName: "Hansen",
  email: " anna@example.dk ",
  phone: "",
  subject: "produkter",
  message: "Hvornår kommer græskarsuppen igen?",
  captchaAnswer: "12",
  privacy: "on",
  newsletter: "on",
};

/** Parses the form as the page and the action do (Conform: empty fields are missing). */
function parse(changes: Partial<Record<keyof typeof valid, string | undefined>> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...valid, ...changes })) {
    if (value !== undefined) form.set(key, value);
  }
  return parseWithZod(form, { schema: contactSchema });
}

function problem(changes: Partial<Record<keyof typeof valid, string | undefined>>, field: string) {
  const submission = parse(changes);
  return submission.status === "success" ? undefined : submission.error?.[field]?.[0];
}

describe("the contact form's rules", () => {
  it("accept a complete message, trimmed, with the answer as a number", () => {
    const submission = parse();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      firstName: "Anna",
      email: "anna@example.dk",
      subject: "produkter",
      captchaAnswer: 12,
      privacy: true,
      newsletter: true,
    });
    expect(submission.value.phone).toBeUndefined();
  });

  it.each([
    [{ firstName: "" }, "firstName", "contact.validation.firstNameRequired"],
    [{ firstName: "   " }, "firstName", "contact.validation.firstNameRequired"],
    [{ firstName: "x".repeat(51) }, "firstName", "contact.validation.firstNameTooLong"],
    [{ lastName: "" }, "lastName", "contact.validation.lastNameRequired"],
    [{ lastName: "x".repeat(51) }, "lastName", "contact.validation.lastNameTooLong"],
    [{ email: "" }, "email", "validation.email"],
    [{ email: "anna@" }, "email", "validation.email"],
    [{ email: `${"a".repeat(251)}@x.dk` }, "email", "validation.emailTooLong"],
    [{ subject: "" }, "subject", "contact.validation.subjectRequired"],
    [{ subject: "hacking" }, "subject", "contact.validation.subjectRequired"],
    [{ message: "" }, "message", "contact.validation.messageTooShort"],
    [{ message: "  kort     " }, "message", "contact.validation.messageTooShort"],
    [{ message: "x".repeat(1001) }, "message", "contact.validation.messageTooLong"],
    [{ captchaAnswer: "" }, "captchaAnswer", "contact.validation.humanCheckNumber"],
    [{ captchaAnswer: "tolv" }, "captchaAnswer", "contact.validation.humanCheckNumber"],
    [{ captchaAnswer: "1.5" }, "captchaAnswer", "contact.validation.humanCheckNumber"],
    [{ privacy: undefined }, "privacy", "contact.validation.privacy"],
    [{ phone: "1".repeat(31) }, "phone", "contact.validation.phoneTooLong"],
  ])("reject %o on %s with %s", (changes, field, message) => {
    expect(problem(changes, field)).toBe(message);
  });

  it("keep the limits inclusive: 50-character names, 10 and 1000-character messages", () => {
    expect(problem({ firstName: "x".repeat(50) }, "firstName")).toBeUndefined();
    expect(problem({ message: "x".repeat(10) }, "message")).toBeUndefined();
    expect(problem({ message: "x".repeat(1000) }, "message")).toBeUndefined();
  });

  it("treat the phone and the newsletter as optional", () => {
    const submission = parse({ phone: "+45 12 34 56 78", newsletter: undefined });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.phone).toBe("+45 12 34 56 78");
      expect(submission.value.newsletter).toBe(false);
    }
  });

  it("report every broken rule at once", () => {
    const submission = parse({ firstName: "", email: "x", message: "", privacy: undefined });
    const errors = submission.status === "success" ? {} : (submission.error ?? {});
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "message", "privacy"]);
  });
});

describe("the contact form's constraints", () => {
  it("are the ones conform derives from the schema", () => {
    expect(CONTACT_CONSTRAINT).toEqual(getZodConstraint(contactSchema));
  });
});
