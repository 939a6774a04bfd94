import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ContentImage } from "~/components/catalogue/product-image";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import type { BlogPostCard as BlogPostCardData } from "~/lib/blog";
import { CategoryBadge } from "./category-badge";
import { PostDateline } from "./post-dateline";
import "~/i18n/areas/blog";

/**
 * A post in the grid, or (`featured`) the featured post's block with its picture. The
 * read-more link covers the card, so a click anywhere on it opens the post.
 */
export function BlogPostCard({ post, featured = false }: { post: BlogPostCardData; featured?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(post.title, post.title_en, language);
  return (
    <article
      className={clsx(
        "near-view relative flex h-full w-full overflow-hidden rounded-2xl border border-cream-300 bg-white transition-shadow [--near-view-size:28rem] focus-within:shadow-lg hover:shadow-lg",
        featured ? "flex-col md:flex-row" : "flex-col",
      )}
      data-testid={featured ? "featured-post" : "blog-card"}
    >
      {featured && (
        <ContentImage
          url={post.image_url}
          alt=""
          sizes="(min-width: 48rem) 40rem, 100vw"
          width={640}
          height={360}
          priority
          className="aspect-video w-full object-cover md:w-1/2"
        />
      )}
      <div className={clsx("flex flex-1 flex-col gap-3", featured ? "p-6 md:justify-center" : "p-5")}>
        <CategoryBadge label={t(`blog.categories.${post.category}`)} />
        <h3 className={clsx("font-semibold", featured ? "text-3xl" : "line-clamp-2 text-xl")}>{title}</h3>
        <p className={clsx("text-muted", !featured && "line-clamp-3")}>
          {localized(post.excerpt, post.excerpt_en, language)}
        </p>
        <PostDateline
          publishedAt={post.published_at}
          publishedOn={post.published_on}
          readTime={post.read_time}
          className="mt-auto"
        />
        <Link
          to={`/blog/${post.id}`}
          // Says which post; starts with the visible words, as speech control expects.
          aria-label={`${t("blog.readMore")}: ${title}`}
          className="inline-flex items-center gap-1 font-medium text-forest-700 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {t("blog.readMore")}
          <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
