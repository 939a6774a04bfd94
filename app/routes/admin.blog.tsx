import { adminMeta } from "~/components/admin/admin-meta";
import { ContentListPage } from "~/components/admin/content-table";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { isPublished } from "~/lib/blog";
import { formatShortDate } from "~/lib/format";
import { listAdminPosts } from "~/server/admin/content.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.blog";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("posts.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { posts: await listAdminPosts(), now: new Date() };
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { posts, now } = loaderData;
  const state = (publishedAt: Date | null) =>
    publishedAt === null
      ? t("posts.states.draft")
      : t(isPublished(publishedAt, now) ? "posts.states.published" : "posts.states.scheduled", {
          date: formatShortDate(publishedAt, language),
        });
  return (
    <ContentListPage
      title={t("posts.title")}
      newHref="/admin/blog/ny"
      newLabel={t("posts.new")}
      empty={t("posts.empty")}
      columns={[t("posts.name"), t("posts.category"), t("posts.state")]}
      rows={posts.map((post) => ({
        id: post.id,
        href: `/admin/blog/${post.id}`,
        title: post.title,
        imageUrl: post.image_url,
        featured: post.featured,
        cells: [t(`posts.categories.${post.category}`), state(post.published_at)],
      }))}
    />
  );
}
