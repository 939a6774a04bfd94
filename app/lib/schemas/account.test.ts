import { describe, expect, it } from "vitest";
import { loginSchema, profileSchema, resetPasswordSchema, signUpSchema } from "./account";

const valid = {
  firstName: "Anna",
  lastName: "Hansen",
  email: " Anna@Example.DK ",
  phone: "+45 12 34 56 78",
  streetAddress: "Vestergade 1",
  postalCode: "2600",
  city: "Glostrup",
  country: "Danmark",
  password: "hemmelig123",
  confirmPassword: "hemmelig123",
  terms: true,
};

/** The message key of the first problem with `field`, or undefined when the value passes. */
function problem(changes: Partial<Record<keyof typeof valid, unknown>>, field: string) {
  const result = signUpSchema.safeParse({ ...valid, ...changes });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("sign-up rules", () => {
  it("accept a complete sign-up and tidy the e-mail", () => {
    const result = signUpSchema.parse(valid);
    expect(result.email).toBe("anna@example.dk");
  });

  it.each([
    [{ firstName: "" }, "firstName", "validation.required"],
    [{ firstName: "x".repeat(51) }, "firstName", "validation.nameTooLong"],
    [{ lastName: "  " }, "lastName", "validation.required"],
    [{ email: "" }, "email", "validation.required"],
    [{ email: "anna@" }, "email", "validation.email"],
    [{ email: `${"a".repeat(251)}@x.dk` }, "email", "validation.emailTooLong"],
    [{ phone: "" }, "phone", "validation.required"],
    [{ phone: "12 34 56 78 ext. 9" }, "phone", "validation.phone"],
    [{ phone: "1234" }, "phone", "validation.phoneDigits"],
    [{ streetAddress: "" }, "streetAddress", "validation.required"],
    [{ postalCode: "260" }, "postalCode", "validation.postalCode"],
    [{ postalCode: "26000" }, "postalCode", "validation.postalCode"],
    [{ postalCode: "26a0" }, "postalCode", "validation.postalCode"],
    [{ city: "" }, "city", "validation.required"],
    [{ password: "kort", confirmPassword: "kort" }, "password", "validation.passwordTooShort"],
    [
      { password: "x".repeat(129), confirmPassword: "x".repeat(129) },
      "password",
      "validation.passwordTooLong",
    ],
    [{ confirmPassword: "hemmelig124" }, "confirmPassword", "validation.passwordsMismatch"],
    [{ terms: false }, "terms", "validation.terms"],
    [{ terms: undefined }, "terms", "validation.terms"],
  ])("reject %o on %s with %s", (changes, field, message) => {
    expect(problem(changes, field)).toBe(message);
  });

  it("accept phone numbers with spaces, +, -, and parentheses", () => {
    for (const phone of ["12345678", "+45 12 34 56 78", "(+45) 1234-5678"]) {
      expect(problem({ phone }, "phone"), phone).toBeUndefined();
    }
  });

  it("leave the country optional", () => {
    expect(signUpSchema.safeParse({ ...valid, country: undefined }).success).toBe(true);
  });
});

describe("login, reset and profile rules", () => {
  it("login needs an e-mail and a password", () => {
    expect(loginSchema.safeParse({ email: "anna@example.dk", password: "" }).success).toBe(false);
    expect(loginSchema.parse({ email: "anna@example.dk", password: "x" }).rememberMe).toBe(false);
  });

  it("a new password must be typed the same twice", () => {
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "hemmelig123", confirmPassword: "hemmelig124" })
        .success,
    ).toBe(false);
  });

  it("profile edit requires names and phone, and only checks an address that is given", () => {
    expect(
      profileSchema.safeParse({ firstName: "Anna", lastName: "Hansen", phone: "12345678" }).success,
    ).toBe(true);
    expect(profileSchema.safeParse({ firstName: "", lastName: "Hansen", phone: "12345678" }).success).toBe(
      false,
    );
    expect(
      profileSchema.safeParse({ firstName: "Anna", lastName: "Hansen", phone: "12345678", postalCode: "12" })
        .success,
    ).toBe(false);
    // Role and discount are not fields of the form: whatever is sent is dropped.
    const parsed = profileSchema.parse({
      firstName: "A",
      lastName: "B",
      phone: "12345678",
      role: "admin",
      discount_percentage: "100",
    });
    expect(parsed).not.toHaveProperty("role");
    expect(parsed).not.toHaveProperty("discount_percentage");
  });

  describe("a business customer's company details", () => {
    const base = { firstName: "Anna", lastName: "Hansen", phone: "12345678" };
    const problems = (changes: Record<string, unknown>) => {
      const result = profileSchema.safeParse({ ...base, ...changes });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };

    it("are optional, and a CVR number is kept as its 8 digits however it was typed", () => {
      expect(problems({})).toEqual({});
      const parsed = profileSchema.parse({
        ...base,
        companyName: " Grøn Frokost ApS ",
        cvrNumber: "DK 24 25 67 90",
      });
      expect(parsed).toMatchObject({ companyName: "Grøn Frokost ApS", cvrNumber: "24256790" });
    });

    it("need a CVR number of 8 digits that passes the modulus-11 check", () => {
      expect(problems({ companyName: "Firma ApS", cvrNumber: "1234567" })).toEqual({
        cvrNumber: "validation.cvr",
      });
      expect(problems({ companyName: "Firma ApS", cvrNumber: "2425679x" })).toEqual({
        cvrNumber: "validation.cvr",
      });
      expect(problems({ companyName: "Firma ApS", cvrNumber: "24256791" })).toEqual({
        cvrNumber: "validation.cvrChecksum",
      });
    });

    it("come as a pair: a company name and its CVR number", () => {
      expect(problems({ cvrNumber: "24256790" })).toEqual({ companyName: "validation.companyForCvr" });
      expect(problems({ companyName: "Firma ApS" })).toEqual({ cvrNumber: "validation.cvrForCompany" });
      // Shown together with a problem elsewhere in the form.
      expect(problems({ firstName: "", companyName: "Firma ApS" })).toEqual({
        firstName: "validation.required",
        cvrNumber: "validation.cvrForCompany",
      });
      expect(problems({ companyName: "x".repeat(101), cvrNumber: "24256790" })).toEqual({
        companyName: "validation.tooLong",
      });
    });

    it("may add an EAN number of 13 digits with GS1's check digit, kept as its digits", () => {
      const company = { companyName: "Firma ApS", cvrNumber: "24256790" };
      expect(profileSchema.parse({ ...base, ...company, eanNumber: " 5798 0004 1660 4 " })).toMatchObject({
        eanNumber: "5798000416604",
      });
      expect(problems({ ...company, eanNumber: "579800041660" })).toEqual({ eanNumber: "validation.ean" });
      expect(problems({ ...company, eanNumber: "579800041660x" })).toEqual({ eanNumber: "validation.ean" });
      expect(problems({ ...company, eanNumber: "5798000416605" })).toEqual({
        eanNumber: "validation.eanCheckDigit",
      });
    });

    it("need the CVR number with an EAN number, one message at a time", () => {
      expect(problems({ eanNumber: "5798000416604" })).toEqual({ cvrNumber: "validation.cvrForEan" });
      expect(problems({ companyName: "Firma ApS", eanNumber: "5798000416604" })).toEqual({
        cvrNumber: "validation.cvrForCompany",
      });
    });
  });
});
