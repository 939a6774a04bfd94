import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { BlogPostBody } from "~/components/content/blog-post-body";
import { JsonLd } from "~/components/json-ld";
import { ItemNotFound } from "~/components/layout/item-not-found";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import type { Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { blogPostDetail, postDescription, type BlogPostDetail } from "~/lib/blog";
import { notFound } from "~/lib/responses";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { findPublishedPost } from "~/server/blog.server";
import type { Route } from "./+types/blog.$id";
import "~/i18n/areas/blog";

/** The excerpt, else the first 160 characters of the content, in the page's language. */
const summary = (post: BlogPostDetail, language: Language) =>
  localized(
    postDescription(post.excerpt, post.content),
    postDescription(post.excerpt_en, post.content_en),
    language,
  );

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => {
    const post = args.loaderData?.post;
    if (!post) return { title: t("blog.notFound"), description: t("blog.notFoundText"), noindex: true };
    return {
      title: localized(post.title, post.title_en, language),
      description: summary(post, language),
      keywords: post.keywords,
      image: post.image_url,
      type: "article",
    };
  });

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ params }: Route.LoaderArgs) {
  // Drafts and scheduled posts are not found, even by their id.
  const post = await findPublishedPost(params.id);
  if (!post) throw notFound();
  return { post: blogPostDetail(post) };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const { post } = loaderData;
  const title = localized(post.title, post.title_en, language);
  return (
    <article className="container-page max-w-3xl space-y-6 py-10">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-forest-700 underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("blog.back")}
      </Link>
      <BlogPostBody post={post} />
      <JsonLd
        data={blogPostingJsonLd(post, {
          title,
          description: summary(post, language),
          keywords: post.keywords,
          publicUrl,
        })}
      />
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <ItemNotFound
      title={t("blog.notFound")}
      text={t("blog.notFoundText")}
      backTo="/blog"
      backLabel={t("blog.back")}
    />
  );
}
