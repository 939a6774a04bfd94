import { useTranslation } from "~/i18n/use-translation";
import { ContentImage } from "~/components/catalogue/product-image";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { BlogPostDetail } from "~/lib/blog";
import { textLines } from "~/lib/text";
import { CategoryBadge } from "./category-badge";
import { PostDateline } from "./post-dateline";
import "~/i18n/areas/blog";

/** A post as its page shows it: image, category, title, byline, excerpt and paragraphs. */
export function BlogPostBody({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(post.title, post.title_en, language);
  const excerpt = localized(post.excerpt, post.excerpt_en, language);
  // Text, never markup: each line of the content is a paragraph, and React escapes it.
  const paragraphs = textLines(localized(post.content, post.content_en, language));
  return (
    <>
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
        <PostDateline
          author={post.author}
          publishedAt={post.published_at}
          publishedOn={post.published_on}
          readTime={post.read_time}
        />
      </header>
      {excerpt && <p className="text-xl font-medium text-forest-800">{excerpt}</p>}
      <div className="space-y-4 text-lg" data-testid="post-content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
