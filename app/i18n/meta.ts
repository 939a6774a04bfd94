/**
 * A page's meta tags from its texts: the language and public address come from the root
 * loader, so each route only says what its title and description are.
 */
import type { Location, MetaDescriptor } from "react-router";
import { pageMeta, type PageMetaInput } from "~/lib/seo";
import type { Route as RootRoute } from "../+types/root";
import { translator } from ".";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type { Translate } from "./translate";

type RootData = RootRoute.ComponentProps["loaderData"];
type MetaArgsLike = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: Location;
};

export type PageTexts = Omit<PageMetaInput, "language" | "publicUrl" | "path"> & { path?: string };

export function rootDataFrom(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function metaFor(
  { matches, location }: MetaArgsLike,
  texts: (t: Translate, language: Language, root: RootData | undefined) => PageTexts,
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const page = texts(translator(language), language, root);
  return pageMeta({
    ...page,
    path: page.path ?? location.pathname,
    language,
    publicUrl: root?.publicUrl ?? "",
  });
}
