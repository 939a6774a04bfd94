/**
 * Sign-in, built on Better Auth: e-mail and password with confirmation by e-mail, password
 * reset, a sign-in link by e-mail (for an owner whose account asks a proof of work), database
 * sessions in HttpOnly cookies, and Google/Facebook when configured.
 *
 * Better Auth's user is our `profiles` table: sign-up writes the profile fields in the same
 * row, `role` and `discount_percentage` come back with the session but can never be set
 * through it. Our own routes call `auth.api.*` on the server (after validating and rate
 * limiting); only the links in e-mails and OAuth callbacks reach Better Auth's HTTP handler.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { isLanguage, type Language } from "~/i18n/languages";
import { config } from "./config.server";
import { getDb, type Database } from "./db/index.server";
import { accounts, profiles, sessions, verifications } from "./db/schema.server";
import { enqueueEmail } from "./mail/outbox.server";
import {
  confirmEmailMessage,
  existingAccountMessage,
  resetPasswordMessage,
  signInLinkMessage,
} from "./mail/templates.server";
import { authSecret } from "./secret.server";

/** Where Better Auth's own endpoints live (the links in e-mails point here). */
export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_DAYS = 30;
export const EMAIL_CONFIRMATION_HOURS = 24;
export const PASSWORD_RESET_MINUTES = 60;
export const SIGN_IN_LINK_MINUTES = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Google and Facebook are offered only when their client id and secret are configured. */
export function configuredSocialProviders(): ("google" | "facebook")[] {
  const cfg = config();
  return [
    ...(cfg.googleClientId && cfg.googleClientSecret ? (["google"] as const) : []),
    ...(cfg.facebookClientId && cfg.facebookClientSecret ? (["facebook"] as const) : []),
  ];
}

/** The language the customer signed up in (a field the library does not know the type of). */
function languageOf(user: object): Language {
  const language = (user as { language?: unknown }).language;
  return isLanguage(language) ? language : "da";
}

function createAuth(db: Database) {
  const cfg = config();
  return betterAuth({
    appName: "Krukke",
    baseURL: cfg.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications },
    }),
    user: {
      modelName: "profiles",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        first_name: { type: "string", required: false },
        last_name: { type: "string", required: false },
        phone: { type: "string", required: false },
        street_address: { type: "string", required: false },
        postal_code: { type: "string", required: false },
        city: { type: "string", required: false },
        country: { type: "string", required: false, defaultValue: "Danmark" },
        language: { type: "string", required: false, defaultValue: "da" },
        // Read with the session, never written through sign-up or any auth endpoint.
        role: { type: "string", required: false, input: false, defaultValue: "customer" },
        discount_percentage: { type: "string", required: false, input: false, defaultValue: "0" },
      },
    },
    session: {
      modelName: "sessions",
      fields: {
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // Sliding sessions: a session in use is extended once a day.
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: "accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "krukke",
      ipAddress: { ipAddressHeaders: ["x-krukke-client-ip"] },
    },
    // Our routes rate limit per IP and per account themselves (rate-limit.server.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await enqueueEmail({
          to: user.email,
          ...resetPasswordMessage({ language: languageOf(user), name: user.name, url }),
        });
      },
      async onExistingUserSignUp({ user }) {
        // Sign-up answers the same whether the address is taken or not; the owner is told here.
        await enqueueEmail({
          to: user.email,
          ...existingAccountMessage({
            language: languageOf(user),
            name: user.name,
            loginUrl: `${cfg.publicUrl}/login`,
            resetUrl: `${cfg.publicUrl}/forgot-password`,
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_HOURS * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await enqueueEmail({
          to: user.email,
          ...confirmEmailMessage({ language: languageOf(user), name: user.name, url }),
        });
      },
    },
    socialProviders: {
      ...(cfg.googleClientId && cfg.googleClientSecret
        ? { google: { clientId: cfg.googleClientId, clientSecret: cfg.googleClientSecret } }
        : {}),
      ...(cfg.facebookClientId && cfg.facebookClientSecret
        ? { facebook: { clientId: cfg.facebookClientId, clientSecret: cfg.facebookClientSecret } }
        : {}),
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // Links go only to existing accounts (accounts.server.ts asks for them), never make one.
        disableSignUp: true,
        storeToken: "hashed",
        async sendMagicLink({ email, url }) {
          const user = await db.query.profiles.findFirst({
            where: (profiles, { eq }) => eq(profiles.email, email),
            columns: { name: true, language: true },
          });
          if (!user) return;
          await enqueueEmail({
            to: email,
            ...signInLinkMessage({ language: languageOf(user), name: user.name, url }),
          });
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // Google/Facebook give a full name: split it for the profile's fields.
          async before(user) {
            const record = user as typeof user & { first_name?: string | null; last_name?: string | null };
            if (!record.first_name && user.name) {
              const [first, ...rest] = user.name.trim().split(/\s+/);
              return { data: { ...user, first_name: first ?? null, last_name: rest.join(" ") || null } };
            }
            return { data: user };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database connection (tests give each file its own database).
const instances = new WeakMap<Database, Auth>();

export function getAuth(): Auth {
  const db = getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
