import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { editPageMeta } from "~/components/admin/admin-meta";
import { ContentEditor } from "~/components/admin/content-panels";
import { BlogPostBody } from "~/components/content/blog-post-body";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { blogPostDetail } from "~/lib/blog";
import { BLOG_CATEGORIES } from "~/lib/domain";
import { blogPostSchema, type BlogPostInput } from "~/lib/schemas/admin";
import { deleteIntent, editPageAction, editPageData } from "~/server/admin/edit-page.server";
import { deletePost, adminPost, postColumns, postFormValues, savePost } from "~/server/admin/content.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.blog.$id";

const POST_ASPECT = 16 / 9;

export const meta: Route.MetaFunction = (args) => editPageMeta(args, "posts");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return editPageData({ idParam: params.id, entity: "blog_post", find: adminPost, values: postFormValues });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return editPageAction({
    request,
    admin,
    idParam: params.id,
    schema: blogPostSchema,
    listPath: "/admin/blog",
    image: { folder: "blog", aspect: POST_ASPECT },
    texts: { created: "admin:posts.created", saved: "admin:posts.saved" },
    save: savePost,
    intents: { delete: deleteIntent(deletePost, "admin:posts.deleted") },
    preview: async (id, input) => {
      const current = id ? await adminPost(id) : null;
      const columns = postColumns(input);
      return blogPostDetail({
        id: id ?? NEW,
        image_url: current?.image_url ?? null,
        ...columns,
        // A draft shows today's date, as it would if published now.
        published_at: columns.published_at ?? new Date(),
        updated_at: new Date(),
      });
    },
  });
}

export default function AdminBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { item: post, values, audit } = loaderData;
  const [form, fields] = useForm<BlogPostInput>({
    id: `post-${post?.id ?? NEW}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(blogPostSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: (values ?? { category: "sustainability" }) as DefaultValue<BlogPostInput>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogPostSchema }),
  });
  const english = t("content.english");
  return (
    <ContentEditor
      section="posts"
      item={post}
      listPath="/admin/blog"
      formProps={getFormProps(form)}
      fields={fields}
      categories={BLOG_CATEGORIES.map((category) => ({
        value: category,
        label: t(`posts.categories.${category}`),
      }))}
      image={{ hint: t("content.imageHintPost"), aspect: POST_ASPECT }}
      preview={
        actionData?.preview && (
          <article className="max-w-3xl space-y-6">
            <BlogPostBody post={actionData.preview} />
          </article>
        )
      }
      audit={audit}
    >
      <TextField
        field={fields.publishedAt}
        label={t("posts.fields.publishedAt")}
        hint={t("posts.fields.publishedAtHint")}
        type="datetime-local"
      />
      <TextField
        field={fields.author}
        label={t("posts.fields.author")}
        hint={t("posts.fields.authorHint")}
        maxLength={100}
      />
      <TextField field={fields.readTime} label={t("posts.fields.readTime")} type="number" min={1} />
      <TextAreaField field={fields.excerpt} label={t("posts.fields.excerpt")} rows={3} maxLength={500} />
      <TextAreaField
        field={fields.excerptEn}
        label={t("posts.fields.excerptEn")}
        hint={english}
        rows={3}
        maxLength={500}
      />
      <TextAreaField
        field={fields.content}
        label={t("posts.fields.content")}
        hint={t("posts.fields.contentHint")}
        rows={14}
      />
      <TextAreaField field={fields.contentEn} label={t("posts.fields.contentEn")} hint={english} rows={14} />
      <TextField
        field={fields.keywords}
        label={t("posts.fields.keywords")}
        hint={t("posts.fields.keywordsHint")}
        maxLength={300}
        className="md:col-span-2"
      />
    </ContentEditor>
  );
}
