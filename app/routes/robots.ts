import { config } from "~/server/config.server";

/** Pages for one person (account, checkout) and tools stay out of search engines. */
export const DISALLOWED_PATHS = [
  "/login",
  "/forgot-password",
  "/reset-password",
  "/nyhedsbrev/",
  "/profile",
  "/checkout",
  "/kurv",
  "/seo-tools",
  "/resources/",
  "/api/",
  "/sandbox/",
];

/** /robots.txt, pointing to the sitemap at the shop's public address. */
export function loader() {
  const body = [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config().publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
