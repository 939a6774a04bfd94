import { HomePage } from "~/components/home/home-page";
import type { RouteHandle } from "~/components/layout/site-shell";
import { metaFor } from "~/i18n/meta";
import { freightValues } from "~/lib/freight-in-texts";
import { recallNotices } from "~/server/recall-notices.server";
import type { Route } from "./+types/_index";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => ({
    title: t("meta.home.title"),
    description: t("meta.home.description", freightValues(language)),
    titleIsComplete: true,
  }));

/** The open recalls' notice (docs/operations.md, "Running a recall"); guests' kept pages are forgotten when one starts or ends. */
export async function loader() {
  return { recalls: await recallNotices() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
