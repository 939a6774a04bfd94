import { SEO_CACHE_SECONDS, sitemap } from "~/server/seo/seo.server";

/** /sitemap.xml: every page worth finding, in Danish and English, built hourly from the database. */
export async function loader() {
  return new Response(await sitemap(), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SEO_CACHE_SECONDS}`,
    },
  });
}
