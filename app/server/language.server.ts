import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from "~/i18n/languages";

export type LanguageSource = "param" | "cookie" | "default";

/**
 * The language a request is served in: an explicit `?lang=` (the address of the English
 * version, used in sitemaps and hreflang links) wins over the cookie, which wins over Danish.
 */
export function resolveLanguage(request: Request): {
  language: Language;
  source: LanguageSource;
  /** The language the cookie holds, if any. */
  cookieLanguage: Language | undefined;
} {
  const value = parseCookies(request.headers.get("Cookie") ?? "")[LANGUAGE_COOKIE];
  const cookieLanguage = isLanguage(value) ? value : undefined;
  const param = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(param)) return { language: param, source: "param", cookieLanguage };
  if (cookieLanguage) return { language: cookieLanguage, source: "cookie", cookieLanguage };
  return { language: DEFAULT_LANGUAGE, source: "default", cookieLanguage };
}

/** The Set-Cookie value that keeps the choice for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return serializeCookie(LANGUAGE_COOKIE, language, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
    httpOnly: true,
    secure,
  });
}
