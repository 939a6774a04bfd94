/**
 * Renders a route's page to HTML the way the server does, with the data its loader returned:
 * what a browser (or anyone reading the page source) would receive for that page.
 * `renderPage` shows what is ready now (a pending part as its fallback); `renderPageSettled`
 * waits for every streamed part (showing what it resolved to, or its error element).
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createRoutesStub, Outlet } from "react-router";
import { CartProvider } from "~/components/cart/cart-context";
import { getTranslator } from "~/i18n";
import { TranslatorContext } from "~/i18n/use-translation";
import type { Language } from "~/i18n/languages";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own props
type Page = ComponentType<any>;
type RenderOptions = { path: string; pattern: string; loaderData: unknown; language?: Language };

export function renderPage(Page: Page, options: RenderOptions): string {
  return renderToString(pageElement(Page, options));
}

export async function renderPageSettled(Page: Page, options: RenderOptions): Promise<string> {
  const { prelude } = await prerender(pageElement(Page, options));
  return new Response(prelude).text();
}

function pageElement(Page: Page, options: RenderOptions) {
  const language = options.language ?? "da";
  const root = { language, publicUrl: "https://krukke.test", user: null, cart: null, toast: null };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      // As root.tsx provides them: the language's texts and the cart (forms that add to it).
      Component: () =>
        createElement(
          TranslatorContext,
          { value: getTranslator(language) },
          createElement(CartProvider, null, createElement(Outlet)),
        ),
      children: [{ id: "page", path: options.pattern, loader: () => options.loaderData, Component: Page }],
    },
  ]);
  return createElement(Stub, {
    initialEntries: [options.path],
    hydrationData: { loaderData: { root, page: options.loaderData } },
  });
}
