import { adminMeta } from "~/components/admin/admin-meta";
import { OrdersPage } from "~/components/admin/orders-page";
import { ADMIN_PAGE_SIZE, parseOrderFilters } from "~/lib/admin-filters";
import { listOrders } from "~/server/admin/orders.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.ordrer";
import "~/i18n/areas/profile";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("orders.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseOrderFilters(url.searchParams);
  const { orders, total } = await listOrders(filters);
  return { filters, orders, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** The back office's orders, filtered and a page at a time. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
