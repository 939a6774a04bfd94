import { Suspense } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { BlogPostCard as BlogPostCardData } from "~/lib/blog";
import type { BlogCategory } from "~/lib/domain";
import { BlogPostCard } from "./blog-post-card";
import "~/i18n/areas/blog";

/** The loaded list: the featured post (all view only) and the grid. */
export function BlogList({
  featured,
  posts,
  category,
}: {
  featured: BlogPostCardData | null;
  posts: BlogPostCardData[];
  category: BlogCategory | null;
}) {
  const { t } = useTranslation();
  if (!featured && posts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-forest-200 p-10 text-center text-lg">
        {t("blog.empty")}
      </p>
    );
  }
  return (
    <div className="space-y-10">
      {featured && (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="mb-4 text-2xl font-semibold">
            {t("blog.featured")}
          </h2>
          <BlogPostCard post={featured} featured />
        </section>
      )}
      {posts.length > 0 && (
        <section aria-labelledby="posts-title">
          <h2 id="posts-title" className="mb-4 text-2xl font-semibold">
            {category ? t(`blog.categories.${category}`) : t("blog.latest")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <Suspense>
                  <BlogPostCard post={post} />
                </Suspense>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
