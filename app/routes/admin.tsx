import { Outlet } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNav } from "~/components/admin/admin-nav";
import type { RouteHandle } from "~/components/layout/site-shell";
import { useAdminTranslation } from "~/i18n/admin";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin";

/** Printed (a packing slip), a back-office page is the page alone, without the shop around it. */
export const handle: RouteHandle = { breadcrumbs: false, printFrame: false };

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("nav.dashboard"));

/** The back office's frame. Every page below checks the admin again (loaders run in parallel). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { admin: { email: admin.email } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  return (
    <div className="container-page py-8">
      <p className="mb-4 text-sm text-muted print:hidden">
        {t("title")} · {loaderData.admin.email}
      </p>
      <div className="grid gap-8 lg:grid-cols-[13rem_1fr] print:block">
        <div className="print:hidden">
          <AdminNav />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
