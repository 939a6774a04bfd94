import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { SeasonMenuPage } from "~/components/season/season-menu-page";
import { metaFor } from "~/i18n/meta";
import { localized } from "~/i18n/localized";
import { missingProfileFields } from "~/lib/delivery";
import { notFound } from "~/lib/responses";
import { readPreorderForm, type PreorderActionData, type PreorderProblemKey } from "~/lib/season-menus";
import { newCheckoutToken } from "~/server/checkout.server";
import { describeError } from "~/server/errors.server";
import { readForm } from "~/server/forms.server";
import { resolveLanguage } from "~/server/language.server";
import { searchLockers } from "~/server/lockers/lockers.server";
import { logger } from "~/server/logger.server";
import { getOwnProfile } from "~/server/profiles.server";
import {
  createPreorder,
  menuIdAt,
  preorderReturned,
  startPreorderPayment,
} from "~/server/season-menus/order.server";
import { seasonMenuPage } from "~/server/season-menus/page.server";
import { getUser, requireUser } from "~/server/session.server";
import type { Route } from "./+types/$slug";
import "~/i18n/areas/season-menu";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (_t, language) => {
    const menu = args.loaderData?.menu;
    return {
      title: menu ? localized(menu.name, menu.nameEn, language) : "",
      description: menu ? localized(menu.intro, menu.introEn, language) : "",
    };
  });

/**
 * A season menu's page at its own address (`/nytar-2026`): a draft or an unknown address is the
 * shop's 404. Not kept in the guests' page cache (its path is none of `server/page-cache.ts`'s):
 * the covers left are read on every request.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const menu = await seasonMenuPage(params.slug);
  if (!menu) throw notFound();
  const user = await getUser(request);
  if (!user) return { menu, signedIn: false as const };
  const profile = await getOwnProfile(user.id);
  const orderId = url.searchParams.get("order_id");
  const returned =
    orderId && url.searchParams.get("success") === "true"
      ? await preorderReturned(user.id, menu.id, orderId)
      : null;
  const hasLockers = menu.open && menu.places.some((place) => place.kind === "lockers");
  return {
    menu,
    signedIn: true as const,
    missing: missingProfileFields(
      {
        first_name: profile?.firstName ?? null,
        last_name: profile?.lastName ?? null,
        phone: profile?.phone ?? null,
        street_address: null,
        postal_code: null,
        city: null,
      },
      "okoskabet",
    ),
    token: newCheckoutToken(),
    returned,
    cancelled: url.searchParams.get("cancelled") === "true",
    lockers: hasLockers
      ? await searchLockers({})
          .then(({ lockers }) =>
            lockers
              .filter((locker) => locker.available)
              .map(({ id, name, address, zip, city }) => ({ id, name, address, zip, city })),
          )
          .catch(() => null)
      : [],
  };
}

/** 'Bestil og betal': the pre-order made and its payment window (captured at once), or why not. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const menuId = await menuIdAt(params.slug);
  if (!menuId) throw notFound();
  const user = await requireUser(request);
  const form = await readForm(request);
  const popup = form.get("mode") === "popup";
  const { language } = resolveLanguage(request);
  const refuse = (problem: PreorderProblemKey, status = 400, minutes?: number) =>
    data<PreorderActionData>({ ok: false, problem, minutes }, { status });

  const read = readPreorderForm((name) => form.get(name));
  if (!read.ok) return refuse(read.problem);
  const outcome = await createPreorder({
    userId: user.id,
    clientIp: context.clientIp,
    menuId,
    choice: read.choice,
    language,
  });
  if (!outcome.ok) {
    if (outcome.reason === "menu") return refuse(outcome.problem, outcome.problem === "sold-out" ? 409 : 400);
    if (outcome.reason === "rate-limited")
      return refuse("rate-limited", 429, Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)));
    return refuse(outcome.reason, outcome.reason === "payment-unavailable" ? 503 : 400);
  }
  const done = `/${params.slug}?success=true&order_id=${outcome.order.id}`;
  try {
    const started = await startPreorderPayment(outcome.order, {
      language,
      returnTo: popup ? "popup" : "page",
      slug: params.slug,
    });
    if (started.kind === "window")
      return popup
        ? data<PreorderActionData>({ ok: true, orderId: outcome.order.id, paymentUrl: started.url })
        : redirect(started.url);
    if (started.kind === "paid")
      return popup
        ? data<PreorderActionData>({ ok: true, orderId: outcome.order.id, paid: true })
        : redirect(done);
    return refuse("closed-for-orders");
  } catch (error) {
    logger.error(
      { order: outcome.order.id, err: describeError(error) },
      "pre-order payment could not be started",
    );
    return refuse("payment-unavailable", 503);
  }
}

/** After a payment window was opened the page keeps its token, so paying again pays the same order. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as PreorderActionData | undefined)?.ok) return false;
  return defaultShouldRevalidate;
}

export default function SeasonMenu({ loaderData, actionData }: Route.ComponentProps) {
  return <SeasonMenuPage data={loaderData} answer={actionData} />;
}
