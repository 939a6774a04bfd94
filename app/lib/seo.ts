/**
 * The tags every page gives search engines and link previews: title, description (cut to
 * 160 characters), canonical address, language alternates and Open Graph.
 */
import type { MetaDescriptor } from "react-router";
import { LANGUAGE_PARAM, LANGUAGES, type Language } from "~/i18n/languages";
import { shop } from "./shop";

export const META_DESCRIPTION_LIMIT = 160;

/**
 * Cuts a description to at most `limit` characters, at a word boundary when there is one,
 * ending with an ellipsis when anything was cut. Whitespace is collapsed first.
 */
export function truncateText(text: string, limit = META_DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > limit * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The address of a page in a language: Danish has none of its own parameter, English `?lang=en`. */
export function localizedUrl(publicUrl: string, path: string, language: Language): string {
  const url = new URL(path, `${publicUrl}/`);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== "da") url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path (and any query that changes its content), e.g. "/produkter?filter=supper". */
  path: string;
  language: Language;
  publicUrl: string;
  /** The title already carries the shop's name (the home page). */
  titleIsComplete?: boolean;
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Comma-separated, as a blog post stores them. */
  keywords?: string | null;
  /**
   * Keep the page out of search results: `true` for a page of no use there (nothing to follow
   * either), "follow" for a narrowed view of a page (a search, a filter): its links are followed
   * and its canonical address is the page it narrows (`path`).
   */
  noindex?: boolean | "follow";
};

const OG_LOCALES: Record<Language, string> = { da: "da_DK", en: "en_GB" };
export const DEFAULT_SHARE_IMAGE = "/images/share.png";

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.titleIsComplete ? input.title : `${input.title} | ${shop.name}`;
  const description = truncateText(input.description);
  // No root data (an error answering a form post): no addresses to build, nothing to index.
  if (!input.publicUrl) {
    return [
      { title },
      { name: "description", content: description },
      { name: "robots", content: "noindex, nofollow" },
    ];
  }
  const canonical = localizedUrl(input.publicUrl, input.path, input.language);
  const image = new URL(input.image ?? DEFAULT_SHARE_IMAGE, `${input.publicUrl}/`).toString();
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type === "article" ? "article" : "website" },
    { property: "og:site_name", content: shop.name },
    { property: "og:locale", content: OG_LOCALES[input.language] },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.keywords?.trim()) tags.push({ name: "keywords", content: input.keywords.trim() });
  if (input.noindex === true) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
    return tags;
  }
  if (input.noindex === "follow") tags.push({ name: "robots", content: "noindex, follow" });
  tags.push({ tagName: "link", rel: "canonical", href: canonical });
  for (const language of LANGUAGES) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: localizedUrl(input.publicUrl, input.path, language),
    });
  }
  tags.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: localizedUrl(input.publicUrl, input.path, "da"),
  });
  return tags;
}
