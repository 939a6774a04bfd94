import { useTranslation } from "~/i18n/use-translation";
import { CartContents } from "~/components/cart/cart-contents";
import { useCart } from "~/components/cart/cart-context";
import { useHydrated } from "~/hooks/use-hydrated";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/kurv";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("cart.pageTitle"), description: t("cart.emptyHint"), noindex: true }));

/** The cart as a page: what the header's button leads to before scripts run. */
export default function CartPage() {
  const { t } = useTranslation();
  const { signedIn, count } = useCart();
  const hydrated = useHydrated();
  return (
    <div className="container-page flex justify-center py-10">
      <div className="w-full max-w-2xl">
        <h1 className="text-4xl font-semibold">{t("cart.title", { count })}</h1>
        {!signedIn && !hydrated && <p className="mt-4 text-muted">{t("cart.guestNoScript")}</p>}
        <div className="mt-6 rounded-2xl border border-cream-300 bg-white px-5">
          <CartContents />
        </div>
      </div>
    </div>
  );
}
