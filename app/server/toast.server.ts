/**
 * Toasts that survive a redirect: an action puts one in a short-lived signed cookie (translation
 * keys, not text), the next page's root loader reads and clears it and sends its texts in the
 * viewer's language: a toast may come from any part of the shop, and the page it lands on
 * carries only its own texts (app/i18n/index.ts).
 */
import { randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { translator } from "~/i18n";
import type { Language } from "~/i18n/languages";
import { config } from "./config.server";
import { authSecret } from "./secret.server";

export type Toast = {
  id: string;
  type: "success" | "error" | "info";
  /** A translation key. */
  title: string;
  /** A translation key. */
  description?: string;
  values?: Record<string, string | number>;
  /** Milliseconds on screen (docs/product.md sets some). */
  duration?: number;
};

export type NewToast = Omit<Toast, "id">;

/** A toast as the page shows it: its texts, no longer keys. */
export type ShownToast = Omit<Toast, "values">;

function toastCookie() {
  return createCookie("krukke_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config().publicUrl.startsWith("https:"),
    secrets: [authSecret()],
    maxAge: 60,
  });
}

export async function toastHeaders(toast: NewToast): Promise<Headers> {
  return new Headers({ "Set-Cookie": await toastCookie().serialize({ ...toast, id: randomUUID() }) });
}

export async function redirectWithToast(
  url: string,
  toast: NewToast,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = combineHeaders(init.headers, await toastHeaders(toast));
  return redirect(url, { ...init, headers });
}

/** The toast waiting for this request, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie();
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value.title !== "string") return { toast: null, headers: new Headers() };
  return { toast: value, headers: new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) }) };
}

/** The toast's texts in the language, its values filled in. */
export function shownToast(toast: Toast, language: Language): ShownToast {
  const t = translator(language) as (key: string, values: object) => string;
  const values = toast.values ?? {};
  return {
    id: toast.id,
    type: toast.type,
    title: t(toast.title, values),
    description: toast.description === undefined ? undefined : t(toast.description, values),
    duration: toast.duration,
  };
}

/** Several header sets as one, keeping every Set-Cookie. */
export function combineHeaders(...sets: (HeadersInit | null | undefined)[]): Headers {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    new Headers(set).forEach((value, key) => {
      if (key.toLowerCase() === "set-cookie") return;
      combined.set(key, value);
    });
    for (const cookie of new Headers(set).getSetCookie()) combined.append("Set-Cookie", cookie);
  }
  return combined;
}
