/**
 * The account forms' rules, one schema each, used in the browser (instant messages) and on
 * the server (the last word). Messages are translation keys in the `validation` group. And the
 * shapes of the login page's answers, which its server code and its template share.
 */
import type { SubmissionResult } from "@conform-to/react";
import { hasCvrShape, normalizeCvr, passesCvrChecksum } from "../cvr";
import { hasGlnShape, normalizeGln, passesGlnCheckDigit } from "../gln";
import { z } from "./zod";

export const NAME_MAX = 50;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const COMPANY_NAME_MAX = 100;

const required = (max: number, tooLong = "validation.tooLong") =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, tooLong);

export const emailField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(EMAIL_MAX, "validation.emailTooLong")
  .pipe(z.email("validation.email"))
  .transform((email) => email.toLowerCase());

const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** Digits, spaces, + - ( ) only, with 8 to 15 digits (a Danish number has 8). */
export const phoneField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(25, "validation.phone")
  .regex(PHONE_CHARACTERS, "validation.phone")
  .refine((phone) => {
    // One message at a time: a number with other characters is already wrong.
    if (!PHONE_CHARACTERS.test(phone)) return true;
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 8 && digits <= 15;
  }, "validation.phoneDigits");

export const postalCodeField = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^\d{4}$/, "validation.postalCode");

const passwordField = z
  .string({ error: "validation.required" })
  .min(1, "validation.required")
  .min(PASSWORD_MIN, "validation.passwordTooShort")
  .max(PASSWORD_MAX, "validation.passwordTooLong");

/** The password typed twice must match: 'Adgangskoderne matcher ikke'. */
function confirmed<
  S extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>,
>(schema: S): S {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: "validation.passwordsMismatch",
    path: ["confirmPassword"],
    // Checked even when other fields are wrong, so every problem is shown at once.
    when: ({ value }) => {
      const passwords = value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof passwords.password === "string" &&
        typeof passwords.confirmPassword === "string" &&
        passwords.confirmPassword !== ""
      );
    },
  });
}

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "validation.required" })
    .min(1, "validation.required")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
  rememberMe: z.boolean().optional().default(false),
  redirectTo: z.string().optional(),
});

export const signUpSchema = confirmed(
  z.object({
    firstName: required(NAME_MAX, "validation.nameTooLong"),
    lastName: required(NAME_MAX, "validation.nameTooLong"),
    email: emailField,
    phone: phoneField,
    streetAddress: required(100),
    postalCode: postalCodeField,
    city: required(NAME_MAX),
    country: z.string().trim().max(56, "validation.tooLong").optional(),
    password: passwordField,
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
    terms: z.boolean({ error: "validation.terms" }).refine((accepted) => accepted, "validation.terms"),
  }),
);

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = confirmed(
  z.object({
    token: z.string().min(1, "validation.required"),
    password: passwordField,
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
  }),
);

/** A CVR number as typed ("24 25 67 90", "DK24256790"), kept as its 8 digits. */
export const cvrField = z
  .string()
  .transform(normalizeCvr)
  .pipe(
    z
      .string()
      .refine(hasCvrShape, "validation.cvr")
      .refine((cvr) => !hasCvrShape(cvr) || passesCvrChecksum(cvr), "validation.cvrChecksum"),
  );

/** An EAN number (GLN) as typed ("5798 0004 1660 4"), kept as its 13 digits. */
export const eanField = z
  .string()
  .transform(normalizeGln)
  .pipe(
    z
      .string()
      .refine(hasGlnShape, "validation.ean")
      .refine((ean) => !hasGlnShape(ean) || passesGlnCheckDigit(ean), "validation.eanCheckDigit"),
  );

/**
 * Profile edit: names and phone required, the address optional (but a postal code has 4 digits).
 * A business customer may add a company name and CVR number, both or neither; for anyone else
 * the server ignores them. An EAN number, where the company receives e-invoices, needs the CVR
 * number too (an e-invoice is made out to a company).
 */
export const profileSchema = z
  .object({
    firstName: required(NAME_MAX, "validation.nameTooLong"),
    lastName: required(NAME_MAX, "validation.nameTooLong"),
    phone: phoneField,
    streetAddress: z.string().trim().max(100, "validation.tooLong").optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "validation.postalCode")
      .optional(),
    city: z.string().trim().max(NAME_MAX, "validation.tooLong").optional(),
    companyName: z.string().trim().max(COMPANY_NAME_MAX, "validation.tooLong").optional(),
    cvrNumber: cvrField.optional(),
    eanNumber: eanField.optional(),
    returnTo: z.enum(["checkout"]).optional(),
  })
  // Checked even when other fields are wrong, so every problem is shown at once.
  .refine((value) => !value.cvrNumber || Boolean(value.companyName), {
    message: "validation.companyForCvr",
    path: ["companyName"],
    when: ({ value }) => typeof (value as { cvrNumber?: unknown }).cvrNumber === "string",
  })
  .refine((value) => !value.companyName || Boolean(value.cvrNumber), {
    message: "validation.cvrForCompany",
    path: ["cvrNumber"],
    when: ({ value }) => {
      const company = value as { companyName?: unknown; cvrNumber?: unknown };
      return typeof company.companyName === "string" && company.cvrNumber === undefined;
    },
  })
  .refine((value) => !value.eanNumber || Boolean(value.cvrNumber), {
    message: "validation.cvrForEan",
    path: ["cvrNumber"],
    when: ({ value }) => {
      const company = value as { eanNumber?: unknown; cvrNumber?: unknown; companyName?: unknown };
      // One message at a time: a company name without a CVR number already asks for it.
      return (
        typeof company.eanNumber === "string" &&
        company.cvrNumber === undefined &&
        typeof company.companyName !== "string"
      );
    },
  });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

/** What the login page says above its form, from the address it was sent back to. */
export type LoginNotice = "verified" | "verify-failed" | "reset-done" | "social-failed" | "link-failed";

/** Every answer of the login page's action has this shape (one intent filled in at a time). */
export type LoginActionData = {
  intent: "login" | "signup" | "resend" | "sign-in-link" | null;
  result?: SubmissionResult<string[]>;
  notVerified?: string;
  signedUp?: string;
  resent?: boolean;
  retryAfterMinutes?: number;
  /** This attempt needed a proof of work and had none: nothing was done. */
  proofNeeded?: boolean;
  /** The address a sign-in link is offered for, or was sent to (if it has an account). */
  signInLink?: { email: string; sent: boolean };
};
