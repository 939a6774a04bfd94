import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { Pagination } from "~/components/catalogue/pagination";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { ADMIN_PAGE_SIZE, MESSAGE_FILTERS, parsePageNumber, type MessageFilter } from "~/lib/admin-filters";
import { formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { listMessages, markMessage } from "~/server/admin/audience.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.beskeder";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("messages.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const vis = url.searchParams.get("vis");
  const filters = {
    read: (MESSAGE_FILTERS as readonly string[]).includes(vis ?? "") ? (vis as MessageFilter) : null,
    page: parsePageNumber(url.searchParams.get("page")),
  };
  const { messages, total } = await listMessages(filters);
  return { filters, messages, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** Marking a message read or unread. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const read = form.get("read") === "true";
  if (!isUuid(id) || !(await markMessage(admin, id, read))) throw notFound();
  return redirectWithToast(`/admin/beskeder${url.search}`, {
    type: "success",
    title: read ? "admin:messages.markedRead" : "admin:messages.markedUnread",
  });
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { filters, messages, total, pageCount } = loaderData;
  return (
    <AdminPage title={t("messages.title")} intro={t("common.results", { count: total })}>
      <nav aria-label={t("messages.filter")} className="flex flex-wrap gap-2">
        {([null, ...MESSAGE_FILTERS] as const).map((filter) => (
          <Link
            key={filter ?? "all"}
            to={filter ? `?vis=${filter}` : "?"}
            aria-current={filters.read === filter ? "page" : undefined}
            className={clsx(
              "rounded-full border px-4 py-1.5 font-medium",
              filters.read === filter
                ? "border-forest-700 bg-forest-700 text-white"
                : "border-cream-300 bg-white text-forest-800 hover:bg-cream-100",
            )}
          >
            {t(`messages.filters.${filter ?? "all"}`)}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="text-muted">{t("messages.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => {
            const unread = message.read_at === null;
            return (
              <li
                key={message.id}
                data-testid="admin-message"
                className={clsx(
                  "rounded-2xl border bg-white p-5",
                  unread ? "border-l-4 border-forest-700" : "border-cream-300",
                )}
              >
                <article aria-labelledby={`message-${message.id}`}>
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`message-${message.id}`} className="text-lg font-semibold">
                      {unread && (
                        <span className="mr-2 text-sm font-medium text-forest-700">
                          {t("messages.unread")}
                        </span>
                      )}
                      {t(`messages.subjects.${message.subject}`)}: {message.first_name} {message.last_name}
                    </h2>
                    <p className="text-sm text-muted">
                      {t("messages.received")} {formatLongDate(message.created_at, language)}
                    </p>
                  </header>
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                    <div>
                      <dt className="inline font-medium">{t("messages.from")}: </dt>
                      <dd className="inline">{message.email}</dd>
                    </div>
                    {message.phone && (
                      <div>
                        <dt className="inline font-medium">{t("messages.phone")}: </dt>
                        <dd className="inline">{message.phone}</dd>
                      </div>
                    )}
                    {message.newsletter && <div>{t("messages.newsletter")}</div>}
                  </dl>
                  {/* Text, never markup: React escapes it, line breaks are kept. */}
                  <p className="mt-3 whitespace-pre-line">{message.message}</p>
                  <div className="mt-4 flex flex-wrap items-center gap-4">
                    <a
                      href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${t(`messages.subjects.${message.subject}`)}`)}`}
                      className="font-medium underline underline-offset-2"
                    >
                      {t("messages.reply")}
                    </a>
                    <Form method="post">
                      <input type="hidden" name="id" value={message.id} />
                      <input type="hidden" name="read" value={String(unread)} />
                      <SubmitButton variant="outline" size="sm">
                        {unread ? t("messages.markRead") : t("messages.markUnread")}
                      </SubmitButton>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={filters.page} pageCount={pageCount} />
    </AdminPage>
  );
}
