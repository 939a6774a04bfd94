import { useTranslation } from "~/i18n/use-translation";
import { BlogList } from "~/components/content/blog-list";
import { buttonClasses } from "~/components/ui/button";
import { CardSkeletons } from "~/components/ui/card-skeletons";
import { Deferred } from "~/components/ui/deferred";
import { FilterChips } from "~/components/ui/filter-chips";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { BLOG_CATEGORY_PARAM, blogList, blogPostCard, parseBlogCategory } from "~/lib/blog";
import { BLOG_CATEGORIES } from "~/lib/domain";
import { listPublishedPosts } from "~/server/blog.server";
import { streamWhenSlow } from "~/server/streaming.server";
import type { Route } from "./+types/blog";
import "~/i18n/areas/blog";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => {
    const category = args.loaderData?.category ?? null;
    return {
      title: category ? `${t(`blog.categories.${category}`)} – ${t("blog.metaTitle")}` : t("blog.metaTitle"),
      description: t("blog.metaDescription"),
      path: category ? `/blog?${BLOG_CATEGORY_PARAM}=${category}` : "/blog",
    };
  });

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ url }: Route.LoaderArgs) {
  const category = parseBlogCategory(url.searchParams.get(BLOG_CATEGORY_PARAM));
  // Cards carry no post's content.
  const posts = listPublishedPosts().then((rows) => blogList(rows.map(blogPostCard), category));
  // Streamed when slow: six skeleton cards show until it arrives.
  return { category, list: (await streamWhenSlow(posts)).value };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, list } = loaderData;
  const chips = [null, ...BLOG_CATEGORIES].map((key) => ({
    key: key ?? "all",
    label: t(`blog.categories.${key ?? "all"}`),
    to: key ? `/blog?${BLOG_CATEGORY_PARAM}=${key}` : "/blog",
  }));
  return (
    <div className="container-page space-y-8 py-10">
      <header className="space-y-6">
        <div>
          <h1 className="text-4xl font-semibold">{t("blog.title")}</h1>
          <p className="mt-2 text-lg text-muted">{t("blog.subtitle")}</p>
        </div>
        <FilterChips label={t("blog.filterLabel")} chips={chips} current={category ?? "all"} />
      </header>
      {/* A new filter shows the skeleton again (when slow) instead of the previous category's posts. */}
      <Deferred
        key={category ?? "all"}
        value={list}
        fallback={<CardSkeletons count={6} label={t("blog.loading")} />}
        errorElement={<BlogError />}
      >
        {(loaded) => <BlogList featured={loaded.featured} posts={loaded.posts} category={category} />}
      </Deferred>
    </div>
  );
}

function BlogError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-clay-600/40 bg-clay-50 p-10 text-center">
      <p className="text-lg">{t("blog.loadError")}</p>
      {/* A plain link reloads the page from the server. */}
      <a href="/blog" className={buttonClasses({ className: "mt-4" })}>
        {t("blog.retry")}
      </a>
    </div>
  );
}
