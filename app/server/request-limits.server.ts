/**
 * How much of a request's body the shop reads. Every body is read within its limit before
 * React Router sees it (server/request-body.ts): a form, a callback or a webhook fits in 64 kB
 * many times over, and only the back office's edit forms take an image, from an admin. Anything
 * larger is refused with 413, and nothing of it is stored.
 */
import { translator } from "~/i18n";
import "~/i18n/texts.server";
import type { Language } from "~/i18n/languages";
import { MAX_UPLOAD_BYTES } from "./images/process.server";

/** Forms, payment callbacks, webhooks, the sign-in API and the sandboxes' APIs. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** A back-office edit form: one image (at most MAX_UPLOAD_BYTES) with the item's texts. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;

// An image a little over MAX_UPLOAD_BYTES still reaches the form, which says what is wrong.
if (UPLOAD_BODY_LIMIT < MAX_UPLOAD_BYTES + 512 * 1024) throw new Error("UPLOAD_BODY_LIMIT is too small");

/** The product, recipe, blog-post and season menu edit pages (new ones too), the only forms with an image. */
const UPLOAD_PAGES = /^\/admin\/(produkter|opskrifter|blog|saesonmenuer)\/[^/]+\/?$/i;

/**
 * The most bytes of body a request to `pathname` may send. Only an admin may send an image to
 * the back office: `isAdmin` (which looks the session up) is asked only for those pages, before
 * a byte of the body is read, so a guest's 10 MB to `/admin/…` is refused at once, as anywhere
 * else, and never held while the back office's 404 is made.
 */
export async function bodyLimitFor(pathname: string, isAdmin: () => Promise<boolean>): Promise<number> {
  // A form sent by script goes to the page's data address: `/x.data`, or `/x/_.data` for `/x/`.
  const page = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return UPLOAD_PAGES.test(page) && (await isAdmin()) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** "64 kB", "10 MB": the limit as a visitor reads it. */
export function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} kB`;
}

/**
 * The answer to a body over its limit: a short page in the visitor's language for a browser,
 * a line of plain text for a program.
 */
export function tooLargeAnswer(options: {
  limit: number;
  language: Language;
  wantsHtml: boolean;
  /** The built-in sandboxes in use: this page, too, says it is a test shop. */
  sandboxes?: { payments: boolean; lockers: boolean };
}): {
  contentType: string;
  body: string;
} {
  const limit = formatLimit(options.limit);
  if (!options.wantsHtml) {
    return {
      contentType: "text/plain; charset=utf-8",
      body: `Request body too large: at most ${options.limit} bytes (${limit}); nothing was stored.\n`,
    };
  }
  const t = translator(options.language);
  const title = t("common.tooLargeTitle");
  const sandboxes = options.sandboxes;
  const testShop = sandboxes?.payments
    ? t("common.testShopPayments")
    : sandboxes?.lockers
      ? t("common.testShopLockers")
      : null;
  return {
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Krukke</title>
</head>
<body style="margin:0;background:#fdfbf6;color:#1f2a22;font:1rem/1.5 system-ui,sans-serif">
${testShop ? `<p role="note" style="margin:0;padding:0.25rem 1rem;background:#8c4019;color:#fff;text-align:center;font-size:0.875rem">${testShop}</p>\n` : ""}<main style="max-width:36rem;margin:0 auto;padding:3rem 1rem">
<h1 style="font-size:1.75rem;line-height:1.2">${title}</h1>
<p>${t("common.tooLargeText", { limit })}</p>
<p><a href="/" style="color:#2f4a34">${t("common.backToHome")}</a></p>
</main>
</body>
</html>
`,
  };
}
