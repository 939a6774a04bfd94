/**
 * The shop's fixed vocabularies, shared by the database schema (as check constraints), the
 * server and the browser.
 */

export const ROLES = ["customer", "b2b_customer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_TYPES = ["soup", "dish"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const DISCOUNT_TYPES = ["percentage", "fixed_amount", "free_shipping"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const RECIPE_CATEGORIES = ["main-dishes", "soups", "bread-pastry", "desserts", "salads"] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const BLOG_CATEGORIES = ["sustainability", "recipes", "ingredients", "business"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const CONTACT_SUBJECTS = ["produkter", "opskrifter", "samarbejde", "andet"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const DELIVERY_PROVIDERS = ["standard", "okoskabet"] as const;
export type DeliveryProvider = (typeof DELIVERY_PROVIDERS)[number];

/** The shop's accounting documents: an invoice per paid order, credit notes against it. */
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Why a credit note was issued: money given back for a shipped order, or a paid order called off. */
export const CREDIT_REASONS = ["refund", "cancellation", "recall"] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
