import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { metaFor } from "~/i18n/meta";
import { LANGUAGE_ACTION } from "~/i18n/languages";
import { DELIVERY_PARAMS, type PayActionData } from "~/lib/checkout";
import { readForm } from "~/server/forms.server";
import { getUser, requireUser } from "~/server/session.server";
import type { Route } from "./+types/checkout";
import { checkoutForm, placeOrder, returnedOrder } from "./checkout.server";
import "~/i18n/areas/checkout";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("checkout.title"), description: t("checkout.intro"), noindex: true }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return { signedIn: false as const };
  const params = url.searchParams;

  // Back from paying: the server's word on the order, never the address's.
  const returned = params.get("order_id");
  if (returned && params.get("success") === "true") {
    const order = await returnedOrder(user.id, returned);
    if (order) return order;
  }
  return checkoutForm(user, params, request);
}

/**
 * Choosing a locker or a date changes nothing the server must look up again. After an order was
 * placed the page keeps its checkout token, so paying again (after a declined card, a blocked
 * pop-up) pays the same order instead of creating another.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === LANGUAGE_ACTION) return false;
  if (formAction === "/checkout" && (actionResult as PayActionData | undefined)?.ok) return false;
  if (currentUrl.pathname === nextUrl.pathname && !formAction) {
    const essential = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete(DELIVERY_PARAMS.locker);
      params.delete(DELIVERY_PARAMS.date);
      return params.toString();
    };
    if (essential(currentUrl) === essential(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  return placeOrder(user.id, form, request, context.clientIp);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
