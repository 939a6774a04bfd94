/**
 * The contact form's rules (docs/product.md, Contact), one schema used in the browser
 * (instant messages) and on the server (the last word). Messages are translation keys.
 *
 * The human check is only "an integer" here: whether it is the right sum is decided on the
 * server against the question it issued (`~/server/human-check.server`), never by the browser.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "./zod";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
} from "./contact-form";
import { CONTACT_SUBJECTS } from "~/lib/domain";
import "~/i18n/areas/contact";

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(CONTACT_NAME_MAX, tooLong);

export const contactSchema = z.object({
  firstName: name("contact.validation.firstNameRequired", "contact.validation.firstNameTooLong"),
  lastName: name("contact.validation.lastNameRequired", "contact.validation.lastNameTooLong"),
  email: z
    .string({ error: "validation.email" })
    .trim()
    .max(CONTACT_EMAIL_MAX, "validation.emailTooLong")
    .pipe(z.email("validation.email")),
  phone: z.string().trim().max(CONTACT_PHONE_MAX, "contact.validation.phoneTooLong").optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: "contact.validation.subjectRequired" }),
  message: z
    .string({ error: "contact.validation.messageTooShort" })
    .trim()
    .min(CONTACT_MESSAGE_MIN, "contact.validation.messageTooShort")
    .max(CONTACT_MESSAGE_MAX, "contact.validation.messageTooLong"),
  captchaAnswer: z
    .string({ error: "contact.validation.humanCheckNumber" })
    .trim()
    .regex(/^-?\d{1,4}$/, "contact.validation.humanCheckNumber")
    .transform(Number),
  privacy: z
    .boolean({ error: "contact.validation.privacy" })
    .refine((accepted) => accepted, "contact.validation.privacy"),
  newsletter: z.boolean().optional().default(false),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactFields = z.input<typeof contactSchema>;

/** A submitted contact form checked against the schema, as conform reports it (browser and server). */
export function parseContact(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema });
}
