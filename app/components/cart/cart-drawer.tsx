import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useCart } from "./cart-context";
import { CartContents } from "./cart-contents";

/** The cart as a panel from the right: an accessible dialog (focus kept inside, Escape closes). */
export function CartDrawer({ trigger }: { trigger: React.ReactNode }) {
  const { t } = useTranslation();
  const { open, setOpen, count } = useCart();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-sheet-in fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-cream-50 shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-cream-300 px-5 py-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-forest-800">
              {t("cart.title", { count })}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
              aria-label={t("cart.close")}
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 pb-6">
            <CartContents onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
