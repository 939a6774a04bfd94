import { NotFoundView } from "~/components/layout/not-found-view";
import type { RouteHandle } from "~/components/layout/site-shell";
import { metaFor } from "~/i18n/meta";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/$";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.notFound.title"),
    description: t("meta.notFound.description"),
    noindex: true,
  }));

/** Any address the shop does not have answers 404 with the not-found page. */
export function loader() {
  return notFound();
}

export default function NotFound() {
  return <NotFoundView />;
}
