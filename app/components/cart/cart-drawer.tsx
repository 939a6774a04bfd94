import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { OnDemandDialog, type DialogTriggerProps } from "~/components/ui/on-demand-dialog";
import { useCart } from "./cart-context";

const loadContents = () => import("./cart-contents");
const CartContents = lazy(() => loadContents().then((module) => ({ default: module.CartContents })));

/**
 * The cart as a panel from the right: an accessible dialog (focus kept inside, Escape closes,
 * focus back on the cart button), whose code loads when the shopper reaches for the button.
 */
export function CartDrawer({ trigger }: { trigger: (props: DialogTriggerProps) => React.ReactNode }) {
  const { t } = useTranslation();
  const { open, setOpen, count } = useCart();
  return (
    <OnDemandDialog
      open={open}
      onOpenChange={setOpen}
      fallbackHref="/kurv"
      preload={loadContents}
      trigger={trigger}
      title={t("cart.title", { count })}
      closeLabel={t("cart.close")}
      className="animate-sheet-in fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-cream-50 shadow-xl"
      headerClassName="flex items-center justify-between border-b border-cream-300 px-5 py-4"
      titleClassName="font-serif text-2xl font-semibold text-forest-800"
    >
      <div className="flex-1 overflow-y-auto px-5 pb-6">
        <Suspense fallback={<p role="status">{t("cart.loading")}</p>}>
          <CartContents onNavigate={() => setOpen(false)} />
        </Suspense>
      </div>
    </OnDemandDialog>
  );
}
