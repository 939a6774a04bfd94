/**
 * Renders a route's page to HTML the way the server does, with the data its loader returned:
 * what a browser (or anyone reading the page source) would receive for that page.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet } from "react-router";
import { getI18n } from "~/i18n";
import type { Language } from "~/i18n/languages";

export function renderPage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own props
  Page: ComponentType<any>,
  options: { path: string; pattern: string; loaderData: unknown; language?: Language },
): string {
  const language = options.language ?? "da";
  const root = { language, publicUrl: "https://krukke.test", user: null, cart: null, toast: null };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: () => createElement(I18nextProvider, { i18n: getI18n(language) }, createElement(Outlet)),
      children: [{ id: "page", path: options.pattern, loader: () => options.loaderData, Component: Page }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [options.path],
      hydrationData: { loaderData: { root, page: options.loaderData } },
    }),
  );
}
