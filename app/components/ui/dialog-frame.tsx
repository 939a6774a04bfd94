import { Icon } from "./icon";
import { Dialog } from "radix-ui";

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing: the button that opened it. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  title: React.ReactNode;
  closeLabel: string;
  /** The panel, the row of title and close button, and the title. */
  className: string;
  headerClassName: string;
  titleClassName: string;
  overlayClassName?: string;
  children: React.ReactNode;
};

/**
 * A Radix dialog (focus kept inside, Escape and the overlay close it, the page behind is inert)
 * with a title and a close button: loaded on demand by `OnDemandDialog`, never with the page.
 */
export function DialogFrame({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  closeLabel,
  className,
  headerClassName,
  titleClassName,
  overlayClassName = "bg-forest-900/40",
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`animate-fade-in fixed inset-0 z-50 ${overlayClassName}`} />
        <Dialog.Content
          aria-describedby={undefined}
          className={className}
          // The button that opened it is not a Radix trigger (it was there before this code was).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={headerClassName}>
            <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
              aria-label={closeLabel}
            >
              <Icon name="x" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
