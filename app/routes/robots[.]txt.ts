import { disallowedPaths } from "~/lib/pages";
import { config } from "~/server/config.server";

/**
 * /robots.txt, pointing to the sitemap at the shop's public address. Pages for one person
 * (account, checkout), tools and resources stay out: the route table's pages that are not
 * indexable (~/lib/pages).
 */
export function loader() {
  const body = [
    "User-agent: *",
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config().publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
