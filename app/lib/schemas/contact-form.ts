/**
 * What the contact form needs before Zod has arrived: its limits, how it starts and the rules
 * the browser checks by itself. The schema (`./contact`) is a module of its own that the form
 * loads when the visitor reaches for it: Zod is a sixth of the contact page's script.
 */
import type { ContactFields } from "./contact";
import { CONTACT_SUBJECTS } from "~/lib/domain";

export const CONTACT_NAME_MAX = 50;
export const CONTACT_EMAIL_MAX = 255;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;

/** How the form starts: privacy and newsletter ticked (docs/product.md, Contact). */
export const CONTACT_DEFAULTS: Partial<ContactFields> = { privacy: true, newsletter: true };

/**
 * The fields' HTML constraints, as conform derives them from the schema (`getZodConstraint`;
 * a test keeps the two the same): written out so the form renders them without Zod.
 */
export const CONTACT_CONSTRAINT: Record<keyof ContactFields, { required: boolean; pattern?: string }> = {
  firstName: { required: true },
  lastName: { required: true },
  email: { required: true },
  phone: { required: false },
  subject: { required: true, pattern: CONTACT_SUBJECTS.join("|") },
  message: { required: true },
  captchaAnswer: { required: true },
  privacy: { required: true },
  newsletter: { required: false },
};

/** The schema, loaded on demand (module-level, so `useOnDemand` loads it once). */
export const loadContactSchema = () => import("./contact");
