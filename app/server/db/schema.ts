/**
 * The shop's database, table by table, with the specification's names.
 *
 * Money columns are `numeric(10,2)` kroner incl. 25% VAT, read as strings and turned into
 * integer øre by `~/lib/money` before any arithmetic. Times are `timestamptz`.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BLOG_CATEGORIES,
  CONTACT_SUBJECTS,
  DELIVERY_PROVIDERS,
  DIFFICULTIES,
  DISCOUNT_TYPES,
  PRODUCT_TYPES,
  RECIPE_CATEGORIES,
  ROLES,
  type BlogCategory,
  type ContactSubject,
  type DeliveryProvider,
  type Difficulty,
  type DiscountType,
  type ProductType,
  type RecipeCategory,
  type Role,
} from "../../lib/domain";

export * from "../../lib/domain";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
// Indexes are plain ascending b-trees: PostgreSQL scans them backwards for "order by … desc"
// (a "desc nulls last" index would not match the default "desc", which sorts nulls first).

/** `'a', 'b'` for a check constraint over a fixed list. */
const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

/** One row per customer; `id` equals the auth user's id. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    phone: text("phone"),
    street_address: text("street_address"),
    postal_code: text("postal_code"),
    city: text("city"),
    country: text("country").notNull().default("Danmark"),
    role: text("role").$type<Role>().notNull().default("customer"),
    discount_percentage: numeric("discount_percentage", { precision: 5, scale: 2 }).notNull().default("0"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} in (${oneOf(ROLES)})`),
    check(
      "profiles_discount_percentage_check",
      sql`${t.discount_percentage} >= 0 and ${t.discount_percentage} <= 100`,
    ),
  ],
);

/** Per 100 g: energy in kcal (kJ is derived for display), fat, carbs and protein in grams. */
export type NutritionalInfo = {
  energy?: number;
  fat?: number;
  carbs?: number;
  protein?: number;
};

export const products = pgTable(
  "products",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    description: text("description").notNull().default(""),
    description_en: text("description_en"),
    description_long: text("description_long"),
    description_long_en: text("description_long_en"),
    base_price: money("base_price").notNull(),
    customer_price: money("customer_price"),
    b2b_price: money("b2b_price"),
    image_url: text("image_url"),
    is_organic: boolean("is_organic").notNull().default(false),
    is_new: boolean("is_new").notNull().default(false),
    available: boolean("available").notNull().default(true),
    weight: text("weight"),
    brand: text("brand"),
    type: text("type").$type<ProductType>().notNull(),
    ingredients: text("ingredients"),
    ingredients_en: text("ingredients_en"),
    nutritional_info: jsonb("nutritional_info").$type<NutritionalInfo>(),
    /** Set instead of deleting a product that orders refer to. */
    archived_at: timestamp("archived_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("products_created_at_idx").on(t.created_at),
    check("products_base_price_check", sql`${t.base_price} >= 0`),
    check("products_customer_price_check", sql`${t.customer_price} >= 0`),
    check("products_b2b_price_check", sql`${t.b2b_price} >= 0`),
    check("products_type_check", sql`${t.type} in (${oneOf(PRODUCT_TYPES)})`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  (t) => [
    // One line per product in a cart: adding again adds to the quantity.
    uniqueIndex("cart_items_user_product_idx").on(t.user_id, t.product_id),
    index("cart_items_user_expires_idx").on(t.user_id, t.expires_at),
    index("cart_items_expires_idx").on(t.expires_at),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: id(),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    start_date: timestamp("start_date", { withTimezone: true }),
    end_date: timestamp("end_date", { withTimezone: true }),
    usage_limit: integer("usage_limit"),
    times_used: integer("times_used").notNull().default(0),
    minimum_order_amount: money("minimum_order_amount"),
    discount_type: text("discount_type").$type<DiscountType>().notNull(),
    discount_value: money("discount_value").notNull().default("0"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_idx").on(t.code),
    check("discount_codes_code_upper_check", sql`${t.code} = upper(trim(${t.code}))`),
    check("discount_codes_type_check", sql`${t.discount_type} in (${oneOf(DISCOUNT_TYPES)})`),
    check("discount_codes_value_check", sql`${t.discount_value} >= 0`),
    check(
      "discount_codes_percentage_check",
      sql`${t.discount_type} <> 'percentage' or ${t.discount_value} <= 100`,
    ),
    check("discount_codes_minimum_check", sql`${t.minimum_order_amount} >= 0`),
    check("discount_codes_usage_limit_check", sql`${t.usage_limit} >= 0`),
    // The last guard against overselling a code, whatever the application does.
    check(
      "discount_codes_times_used_check",
      sql`${t.times_used} >= 0 and (${t.usage_limit} is null or ${t.times_used} <= ${t.usage_limit})`,
    ),
  ],
);

export type DeliveryAddress = {
  name?: string;
  street: string;
  zip: string;
  city: string;
  country: string;
};

export type ShedInfo = {
  id: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  selectedDate: string;
};

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** Null once the customer has deleted their account: the order stays for the accounts. */
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    subtotal_price: money("subtotal_price").notNull(),
    discount_amount: money("discount_amount").notNull().default("0"),
    freight_price: money("freight_price").notNull().default("0"),
    total_price: money("total_price").notNull(),
    discount_code_id: uuid("discount_code_id").references(() => discountCodes.id, {
      onDelete: "set null",
    }),
    discount_code: text("discount_code"),
    delivery_provider: text("delivery_provider").$type<DeliveryProvider>(),
    delivery_address: jsonb("delivery_address").$type<DeliveryAddress>(),
    shed_info: jsonb("shed_info").$type<ShedInfo>(),
    delivery_date: date("delivery_date"),
    /** Who the order is for, kept with the order so e-mails and accounts do not depend on the profile. */
    customer_email: text("customer_email"),
    customer_name: text("customer_name"),
    customer_phone: text("customer_phone"),
    language: text("language").notNull().default("da"),
    /** Makes "pay" pressed twice create one order. */
    checkout_token: text("checkout_token"),
    payment_id: text("payment_id"),
    payment_state: text("payment_state"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    shipped_at: timestamp("shipped_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.user_id, t.created_at),
    index("orders_status_created_idx").on(t.status, t.created_at),
    index("orders_created_at_idx").on(t.created_at),
    uniqueIndex("orders_checkout_token_idx").on(t.checkout_token),
    index("orders_payment_id_idx").on(t.payment_id),
    check("orders_total_price_check", sql`${t.total_price} >= 0`),
    check("orders_subtotal_price_check", sql`${t.subtotal_price} >= 0`),
    check("orders_discount_amount_check", sql`${t.discount_amount} >= 0`),
    check("orders_freight_price_check", sql`${t.freight_price} >= 0`),
    check(
      "orders_delivery_provider_check",
      sql`${t.delivery_provider} is null or ${t.delivery_provider} in (${oneOf(DELIVERY_PROVIDERS)})`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    product_id: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The title when ordered, so history reads right after a product is renamed. */
    product_title: text("product_title").notNull(),
    quantity: integer("quantity").notNull(),
    unit_price: money("unit_price").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("order_items_order_idx").on(t.order_id),
    index("order_items_product_idx").on(t.product_id),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_unit_price_check", sql`${t.unit_price} >= 0`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name"),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // One subscription per address, whatever its case.
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: id(),
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    session_id: text("session_id"),
    analytics_cookies: boolean("analytics_cookies").notNull().default(false),
    marketing_cookies: boolean("marketing_cookies").notNull().default(false),
    functional_cookies: boolean("functional_cookies").notNull().default(true),
    consent_given_at: timestamp("consent_given_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    index("cookie_consents_user_idx").on(t.user_id, t.created_at),
    index("cookie_consents_session_idx").on(t.session_id, t.created_at),
    check("cookie_consents_subject_check", sql`${t.user_id} is not null or ${t.session_id} is not null`),
  ],
);

export const recipes = pgTable(
  "recipes",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    ingredients: text("ingredients").notNull().default(""),
    ingredients_en: text("ingredients_en"),
    instructions: text("instructions").notNull().default(""),
    instructions_en: text("instructions_en"),
    category: text("category").$type<RecipeCategory>().notNull(),
    image_url: text("image_url"),
    /** Minutes. */
    cook_time: integer("cook_time"),
    serves: integer("serves"),
    difficulty: text("difficulty").$type<Difficulty>(),
    featured: boolean("featured").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("recipes_created_at_idx").on(t.created_at),
    check("recipes_category_check", sql`${t.category} in (${oneOf(RECIPE_CATEGORIES)})`),
    check(
      "recipes_difficulty_check",
      sql`${t.difficulty} is null or ${t.difficulty} in (${oneOf(DIFFICULTIES)})`,
    ),
    check("recipes_cook_time_check", sql`${t.cook_time} is null or ${t.cook_time} > 0`),
    check("recipes_serves_check", sql`${t.serves} is null or ${t.serves} > 0`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    excerpt: text("excerpt"),
    excerpt_en: text("excerpt_en"),
    content: text("content").notNull().default(""),
    content_en: text("content_en"),
    image_url: text("image_url"),
    category: text("category").$type<BlogCategory>().notNull(),
    author: text("author"),
    keywords: text("keywords"),
    /** Null is a draft; a time in the future is scheduled. */
    published_at: timestamp("published_at", { withTimezone: true }),
    /** Minutes. */
    read_time: integer("read_time"),
    featured: boolean("featured").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_at_idx").on(t.published_at),
    check("blog_posts_category_check", sql`${t.category} in (${oneOf(BLOG_CATEGORIES)})`),
    check("blog_posts_read_time_check", sql`${t.read_time} is null or ${t.read_time} > 0`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").$type<ContactSubject>().notNull(),
    message: text("message").notNull(),
    newsletter: boolean("newsletter").notNull().default(false),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.created_at),
    check("contact_messages_subject_check", sql`${t.subject} in (${oneOf(CONTACT_SUBJECTS)})`),
  ],
);

export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every e-mail goes here first and is sent from here, so a mail server that is down loses nothing. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template"),
    status: text("status").$type<EmailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("email_outbox_created_at_idx").on(t.created_at),
    check("email_outbox_status_check", sql`${t.status} in (${oneOf(EMAIL_STATUSES)})`),
  ],
);

export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("okoskabet"),
    shed_id: text("shed_id"),
    delivery_date: date("delivery_date"),
    delivery_slot: text("delivery_slot"),
    /** The shipment's reference at the provider (our order number). */
    external_reference: text("external_reference"),
    /** pending (not yet booked), created, fulfilled (in the locker), delivered, cancelled, failed. */
    status: text("status").notNull().default("pending"),
    tracking: jsonb("tracking"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("shipments_order_idx").on(t.order_id),
    index("shipments_due_idx").on(t.status, t.next_attempt_at),
  ],
);

/** Small facts about this installation, e.g. when the demo data was loaded. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: updatedAt(),
});

export type Product = typeof products.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type Recipe = typeof recipes.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
