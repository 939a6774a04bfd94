import { Form } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListTable, SearchForm } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { Pagination } from "~/components/catalogue/pagination";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { ADMIN_PAGE_SIZE, parsePageNumber, parseSearch } from "~/lib/admin-filters";
import { formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { listSubscribers, removeSubscriber } from "~/server/admin/audience.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.nyhedsbrev";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("newsletter.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = {
    search: parseSearch(url.searchParams.get("q")),
    page: parsePageNumber(url.searchParams.get("page")),
  };
  const { subscribers, total } = await listSubscribers(filters);
  return { filters, subscribers, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** Removing one subscriber. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = String((await readForm(request)).get("id") ?? "");
  const email = isUuid(id) ? await removeSubscriber(admin, id) : null;
  if (!email) throw notFound();
  return redirectWithToast(`/admin/nyhedsbrev${url.search}`, {
    type: "success",
    title: "admin:newsletter.removed",
    values: { email },
  });
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { filters, subscribers, total, pageCount } = loaderData;
  return (
    <AdminPage
      title={t("newsletter.title")}
      intro={t("newsletter.intro", { count: total })}
      actions={
        <a href="/admin/nyhedsbrev/csv" className={buttonClasses({ variant: "outline" })} download>
          {t("common.exportCsv")}
        </a>
      }
    >
      <SearchForm label={t("newsletter.search")} search={filters.search} />
      <ListTable
        empty={t("newsletter.empty")}
        isEmpty={subscribers.length === 0}
        head={
          <>
            <th className="p-3">{t("newsletter.name")}</th>
            <th className="p-3">{t("newsletter.email")}</th>
            <th className="p-3">{t("newsletter.since")}</th>
            <th className="p-3">{t("newsletter.confirmed")}</th>
            <th className="p-3">{t("common.actions")}</th>
          </>
        }
      >
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id} className="border-t border-cream-200" data-testid="admin-subscriber">
            <td className="p-3">{[subscriber.first_name, subscriber.last_name].filter(Boolean).join(" ")}</td>
            <td className="p-3">{subscriber.email}</td>
            <td className="p-3">{formatShortDate(subscriber.created_at, language)}</td>
            <td className="p-3">
              <time dateTime={subscriber.confirmed_at!.toISOString()}>
                {formatShortDate(subscriber.confirmed_at!, language)}
              </time>
            </td>
            <td className="p-3">
              <Form method="post">
                <input type="hidden" name="id" value={subscriber.id} />
                <SubmitButton
                  variant="outline"
                  size="sm"
                  aria-label={t("newsletter.removeLabel", { email: subscriber.email })}
                >
                  {t("newsletter.remove")}
                </SubmitButton>
              </Form>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={filters.page} pageCount={pageCount} />
    </AdminPage>
  );
}
