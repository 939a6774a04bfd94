import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { adminMeta } from "~/components/admin/admin-meta";
import { ContentEditor } from "~/components/admin/content-panels";
import { ImageField } from "~/components/admin/image-field";
import { BlogPostBody } from "~/components/content/blog-post-body";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { blogPostDetail } from "~/lib/blog";
import { BLOG_CATEGORIES } from "~/lib/domain";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { blogPostSchema, type BlogPostInput } from "~/lib/schemas/admin";
import { contentFormAction } from "~/server/admin/content-form.server";
import {
  deletePost,
  postAdminDetail,
  postColumns,
  postFormValues,
  savePost,
} from "~/server/admin/content.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.blogindlaeg";

const POST_ASPECT = 16 / 9;

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) =>
    args.data?.post ? t("posts.editTitle", { title: args.data.post.title }) : t("posts.new"),
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === NEW) return { post: null, values: null, audit: [] };
  const detail = isUuid(params.id) ? await postAdminDetail(params.id) : null;
  if (!detail) throw notFound();
  return { post: detail.post, values: postFormValues(detail.post), audit: detail.audit };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return contentFormAction({
    request,
    admin,
    idParam: params.id,
    schema: blogPostSchema,
    listPath: "/admin/blog",
    image: { folder: "blog", aspect: POST_ASPECT },
    texts: { created: "admin:posts.created", saved: "admin:posts.saved", deleted: "admin:posts.deleted" },
    save: savePost,
    remove: deletePost,
    preview: async (id, input) => {
      const current = id ? await postAdminDetail(id) : null;
      const columns = postColumns(input);
      return blogPostDetail({
        id: id ?? NEW,
        image_url: current?.post.image_url ?? null,
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
  const { post, values, audit } = loaderData;
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
      title={post ? t("posts.editTitle", { title: post.title }) : t("posts.new")}
      listPath="/admin/blog"
      formProps={getFormProps(form)}
      editing={Boolean(post)}
      featured={<CheckboxField field={fields.featured} label={t("posts.fields.featured")} />}
      image={
        <ImageField
          field={fields.image}
          label={t("posts.fields.image")}
          hint={t("content.imageHintPost")}
          currentUrl={post?.image_url ?? null}
          aspect={POST_ASPECT}
        />
      }
      preview={
        actionData?.preview && (
          <article className="max-w-3xl space-y-6">
            <BlogPostBody post={actionData.preview} />
          </article>
        )
      }
      audit={audit}
    >
      <TextField field={fields.title} label={t("posts.fields.title")} maxLength={200} />
      <TextField field={fields.titleEn} label={t("posts.fields.titleEn")} hint={english} maxLength={200} />
      <SelectField
        field={fields.category}
        label={t("posts.category")}
        options={BLOG_CATEGORIES.map((category) => ({
          value: category,
          label: t(`posts.categories.${category}`),
        }))}
      />
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
