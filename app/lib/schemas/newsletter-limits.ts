/**
 * The newsletter form's field limits, apart from the schema: the footer's form (on every page)
 * needs only these, not Zod.
 */
export const NEWSLETTER_NAME_MAX = 50;
export const NEWSLETTER_EMAIL_MAX = 255;
