/**
 * The pages' Content-Security-Policy. Scripts come from the shop's own files, and inline scripts
 * (React Router's) run only when the policy names them: a personal page names them by a nonce
 * made for its response; a page every guest shares (server/page-cache.ts) by their hashes, which
 * stay true for every copy of it, in the shop's cache or a CDN's. Never 'unsafe-inline'.
 * No 'strict-dynamic': it would turn off the origins of the statistics and marketing scripts,
 * which a page sends as tags of its own once the visitor has consented (and the hashes cover
 * the inline scripts alone).
 */
import crypto from "node:crypto";

export type PolicySources = {
  /** The configured statistics and marketing scripts' origins (loaded after consent). */
  scriptOrigins: string[];
  /** Where uploaded images are served from, when not from the shop (an S3 bucket). */
  imageOrigins: string[];
};

export function contentSecurityPolicy(inlineScripts: string[], sources: PolicySources): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScripts, ...sources.scriptOrigins],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...sources.scriptOrigins, ...sources.imageOrigins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...sources.scriptOrigins],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";");
}

/** The source that allows the inline scripts of a response carrying this nonce. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** Script types a browser runs (anything else, such as JSON-LD, is data the policy ignores). */
const RUNNABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The hash sources ('sha256-…') of the inline scripts in an HTML page, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNNABLE.test(type)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
