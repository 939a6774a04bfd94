import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link } from "react-router";
import { FieldError, inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { metaFor } from "~/i18n/meta";
import { signOut } from "~/server/accounts.server";
import { deleteOwnAccount, undeliveredOrders } from "~/server/profiles.server";
import { requireUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/profile.delete";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/profile";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("profile.deleteTitle"),
    description: t("profile.deleteText"),
    noindex: true,
  }));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, undelivered: await undeliveredOrders(user.id) };
}

/** Deleting needs the account's e-mail typed in, so it never happens by a slip. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const typed = String((await readForm(request)).get("confirmEmail") ?? "")
    .trim()
    .toLowerCase();
  if (typed !== user.email.toLowerCase()) {
    return data({ error: "profile.deleteConfirmMismatch" as const }, { status: 400 });
  }
  let headers = new Headers();
  const deleted = await deleteOwnAccount(user.id, async () => {
    headers = await signOut(request);
  });
  if (typeof deleted === "object")
    return data(
      { error: "profile.deleteOrdersOpen" as const, orders: deleted.ordersOpen.join(", ") },
      { status: 409 },
    );
  // Its subscriptions go first (cancelled at QuickPay): if QuickPay cannot be reached, nothing goes.
  if (deleted === "subscriptions-unreachable")
    return data({ error: "profile.deleteSubscriptionsFailed" as const }, { status: 503 });
  return redirectWithToast("/", { type: "success", title: "profile.deleted" }, { headers });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const error =
    actionData?.error === "profile.deleteOrdersOpen"
      ? t(actionData.error, { orders: "orders" in actionData ? actionData.orders : "" })
      : actionData?.error && t(actionData.error);
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl space-y-6">
        <h1 className="text-4xl font-semibold">{t("profile.deleteTitle")}</h1>
        <p className="text-lg">{t("profile.deleteText")}</p>
        {loaderData.undelivered.length > 0 && (
          <p role="status" className="rounded-2xl border border-clay-500 bg-cream-100 p-4">
            {t("profile.deleteOrdersOpen", { orders: loaderData.undelivered.join(", ") })}
          </p>
        )}
        <Form method="post" className="space-y-5 rounded-2xl border border-clay-500 bg-white p-6">
          <div>
            <label htmlFor="confirm-email" className="text-sm font-medium">
              {t("profile.deleteConfirmLabel")}
            </label>
            <input
              id="confirm-email"
              name="confirmEmail"
              type="email"
              autoComplete="off"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "confirm-email-error" : undefined}
              className={inputClass}
            />
            <FieldError id="confirm-email-error" message={error || undefined} />
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton variant="accent">{t("profile.deleteSubmit")}</SubmitButton>
            <Link to="/profile" className={buttonClasses({ variant: "outline" })}>
              {t("profile.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}
