import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import type { RouteHandle } from "~/components/layout/site-shell";
import { buttonClasses } from "~/components/ui/button";
import { metaFor } from "~/i18n/meta";
import { useTranslation } from "~/i18n/use-translation";
import { readForm } from "~/server/forms.server";
import { confirmSubscription, findConfirmation } from "~/server/newsletter.server";
import type { Route } from "./+types/nyhedsbrev.bekraeft";
import "~/i18n/areas/newsletter-confirm";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("newsletterConfirm.title"),
    description: t("newsletterConfirm.metaDescription"),
    noindex: true,
  }));

/**
 * The link in the newsletter's confirmation e-mail lands here (?token=…). Opening it changes
 * nothing: mail scanners open links too. The button posts, and only that confirms.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return {
    token: url.searchParams.get("token") ?? "",
    ...(await findConfirmation(url.searchParams.get("token"))),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return confirmSubscription((await readForm(request)).get("token"));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const outcome = actionData ?? loaderData;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl space-y-6">
        {outcome.state === "pending" ? (
          <>
            <h1 className="text-4xl font-semibold">{t("newsletterConfirm.title")}</h1>
            <p>{t("newsletterConfirm.intro", { email: outcome.email })}</p>
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <SubmitButton variant="primary">{t("newsletterConfirm.submit")}</SubmitButton>
            </Form>
          </>
        ) : outcome.state === "confirmed" || outcome.state === "already-confirmed" ? (
          <div className="rounded-2xl border border-forest-200 bg-forest-50 p-8 text-center" role="status">
            <Icon name="mail-check" className="mx-auto h-12 w-12 text-forest-700" />
            <h1 className="mt-4 text-3xl font-semibold">
              {outcome.state === "confirmed"
                ? t("newsletterConfirm.confirmedTitle")
                : t("newsletterConfirm.alreadyTitle")}
            </h1>
            <p className="mt-3">
              {outcome.state === "confirmed"
                ? t("newsletterConfirm.confirmed", { email: outcome.email })
                : t("newsletterConfirm.already", { email: outcome.email })}
            </p>
          </div>
        ) : (
          <>
            <h1 className="text-4xl font-semibold">
              {outcome.state === "expired"
                ? t("newsletterConfirm.expiredTitle")
                : t("newsletterConfirm.unknownTitle")}
            </h1>
            <FormMessage type="error">
              <p>
                {outcome.state === "expired"
                  ? t("newsletterConfirm.expired")
                  : t("newsletterConfirm.unknown")}
              </p>
            </FormMessage>
          </>
        )}
        <Link to="/produkter" className={buttonClasses({ variant: "outline" })}>
          {t("newsletterConfirm.toShop")}
        </Link>
      </div>
    </div>
  );
}
