import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useOnDemand } from "~/hooks/use-on-demand";
import type { DialogFrameProps } from "./dialog-frame";

const loadFrame = () => import("./dialog-frame");

export type DialogTriggerProps = {
  ref: React.RefObject<HTMLButtonElement | null>;
  type: "button";
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
};

type Props = Omit<DialogFrameProps, "open" | "onOpenChange" | "returnFocusTo"> & {
  /** The button that opens it, drawn by the caller with these props. */
  trigger: (props: DialogTriggerProps) => React.ReactNode;
  /** Controlled; without these the dialog keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where to go instead when the dialog's code cannot be loaded (offline). */
  fallbackHref?: string;
};

/**
 * A button and the dialog it opens, whose code loads when the visitor first reaches for the
 * button (pointer over, focus, touch) or at the latest on the click, which opens it once loaded.
 * The button is the same element before and after, so keyboard focus is never lost, and it
 * gets focus back when the dialog closes.
 */
export function OnDemandDialog({ trigger, open, onOpenChange, fallbackHref, children, ...frame }: Props) {
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const { module, load, intent } = useOnDemand(loadFrame);
  const Frame = module?.DialogFrame;
  return (
    <>
      {trigger({
        ref: triggerRef,
        type: "button",
        "aria-haspopup": "dialog",
        "aria-expanded": isOpen,
        onClick: () => {
          setOpen(true);
          load().catch(() => {
            setOpen(false);
            if (fallbackHref) void navigate(fallbackHref);
          });
        },
        ...intent,
      })}
      {Frame && (
        <Frame open={isOpen} onOpenChange={setOpen} returnFocusTo={triggerRef} {...frame}>
          {children}
        </Frame>
      )}
    </>
  );
}
