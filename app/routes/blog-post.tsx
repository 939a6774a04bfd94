import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ContentImage } from "~/components/catalogue/product-image";
import { CategoryBadge } from "~/components/content/category-badge";
import { PostDateline } from "~/components/content/post-dateline";
import { JsonLd } from "~/components/json-ld";
import { ErrorView } from "~/components/layout/error-view";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import type { Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { blogPostDetail, postDescription, type BlogPostDetail } from "~/lib/blog";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { textLines } from "~/lib/text";
import { findPublishedPost } from "~/server/blog.server";
import type { Route } from "./+types/blog-post";

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
  if (!post) throw data(null, { status: 404 });
  return { post: blogPostDetail(post) };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const { post } = loaderData;
  const title = localized(post.title, post.title_en, language);
  const excerpt = localized(post.excerpt, post.excerpt_en, language);
  // Text, never markup: each line of the content is a paragraph, and React escapes it.
  const paragraphs = textLines(localized(post.content, post.content_en, language));
  return (
    <article className="container-page max-w-3xl space-y-6 py-10">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-forest-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("blog.back")}
      </Link>
      {post.image_url && (
        <ContentImage
          url={post.image_url}
          alt={title}
          sizes="(min-width: 48rem) 48rem, 100vw"
          width={640}
          height={360}
          priority
          className="aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <header className="space-y-4">
        <CategoryBadge label={t(`blog.categories.${post.category}`)} />
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <PostDateline author={post.author} publishedAt={post.published_at} readTime={post.read_time} />
      </header>
      {excerpt && <p className="text-xl font-medium text-forest-800">{excerpt}</p>}
      <div className="space-y-4 text-lg" data-testid="post-content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
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
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorView />;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-4xl font-semibold">{t("blog.notFound")}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t("blog.notFoundText")}</p>
      <Link to="/blog" className={buttonClasses({ className: "mt-8" })}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("blog.back")}
      </Link>
    </section>
  );
}
