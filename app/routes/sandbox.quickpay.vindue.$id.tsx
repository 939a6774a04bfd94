import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Form, redirect } from "react-router";
import type { RouteHandle } from "~/components/layout/site-shell";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { formatPrice } from "~/lib/money";
import { notFound } from "~/lib/responses";
import { config } from "~/server/config.server";
import {
  payInSandbox,
  sandboxCancelUrl,
  sandboxWindow,
  TEST_CARDS,
  type TestCard,
} from "~/server/payments/quickpay-sandbox.server";
import type { Route } from "./+types/sandbox.quickpay.vindue.$id";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/checkout";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = () => [
  { title: "QuickPay sandbox" },
  { name: "robots", content: "noindex" },
];

/**
 * The sandbox's payment window: what QuickPay's window is in production, clearly marked as a
 * test. The shopper "pays" with one of QuickPay's test cards.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (config().quickpay) throw notFound();
  const window = await sandboxWindow(Number(params.id));
  if (!window) throw notFound();
  const cards = window.kind === "Subscription" ? SUBSCRIPTION_CARDS : CARDS;
  return { window, cards: cards.map((card) => ({ card, number: TEST_CARDS[card].number })) };
}

const CARDS: TestCard[] = ["approved", "rejected", "captureRejected"];
/** A subscription's window: the expired card authorizes, and every recurring payment is declined. */
const SUBSCRIPTION_CARDS: TestCard[] = ["approved", "rejected", "expired"];

export async function action({ params, request }: Route.ActionArgs) {
  if (config().quickpay) throw notFound();
  const form = await readForm(request);
  const id = Number(params.id);
  const cancelUrl = await sandboxCancelUrl(id);
  if (!cancelUrl) throw notFound();
  const card = form.get("card");
  if (form.get("intent") === "cancel" || ![...CARDS, ...SUBSCRIPTION_CARDS].includes(card as TestCard))
    return redirect(cancelUrl);
  // The window's session lets a window opened before the shop deleted the link still pay.
  const next = await payInSandbox(id, card as TestCard, String(form.get("session") ?? ""));
  if (!next) throw notFound();
  return redirect(next);
}

export default function SandboxPaymentWindow({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { window, cards } = loaderData;
  return (
    <div className="container-page flex justify-center py-10">
      <div className="w-full max-w-md space-y-6">
        <p
          className="flex items-start gap-3 rounded-xl border-2 border-dashed border-clay-600 bg-clay-50 p-4 font-semibold text-clay-700"
          role="note"
        >
          <Icon name="flask-conical" className="h-6 w-6 shrink-0" />
          {t("sandbox.banner")}
        </p>
        <h1 className="text-3xl font-semibold">{t("sandbox.title")}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl bg-white p-4">
          <dt className="text-muted">{t("sandbox.order")}</dt>
          <dd className="font-mono">{window.orderId}</dd>
          <dt className="text-muted">{t("sandbox.amount")}</dt>
          <dd className="font-semibold" data-testid="sandbox-amount">
            {formatPrice(window.amount, language)} ({(window.amount / 100).toFixed(2)} {window.currency})
          </dd>
        </dl>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="session" value={window.session} />
          {cards.map(({ card, number }) => (
            <Button
              key={card}
              type="submit"
              name="card"
              value={card}
              variant={card === "approved" ? "primary" : "outline"}
              className="w-full"
            >
              {card === "approved"
                ? t("sandbox.approve")
                : card === "rejected"
                  ? t("sandbox.decline")
                  : card === "expired"
                    ? t("sandbox.recurringFails")
                    : t("sandbox.captureFails")}
              <span className="sr-only"> ({t("sandbox.card", { number })})</span>
            </Button>
          ))}
          <button
            type="submit"
            name="intent"
            value="cancel"
            className={buttonClasses({ variant: "ghost", className: "w-full" })}
          >
            {t("sandbox.cancel")}
          </button>
        </Form>
      </div>
    </div>
  );
}
