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
  /** The code of what the dialog shows (a lazy component's import), fetched with the dialog's. */
  preload?: () => Promise<unknown>;
};

/**
 * A button and the dialog it opens, whose code loads when the visitor first reaches for the
 * button (pointer over, focus, touch) or at the latest on the click, which opens it once loaded.
 * The button is the same element before and after, so keyboard focus is never lost, and it
 * gets focus back when the dialog closes.
 */
export function OnDemandDialog({
  trigger,
  open,
  onOpenChange,
  fallbackHref,
  preload,
  children,
  ...shown
}: Props) {
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const frame = useOnDemand(loadFrame);
  const Frame = frame.module?.DialogFrame;
  const prefetch = () => {
    frame.prefetch();
    preload?.().catch(() => {});
  };
  return (
    <>
      {trigger({
        ref: triggerRef,
        type: "button",
        "aria-haspopup": "dialog",
        "aria-expanded": isOpen,
        onClick: () => {
          setOpen(true);
          Promise.all([frame.load(), preload?.()]).catch(() => {
            setOpen(false);
            if (fallbackHref) void navigate(fallbackHref);
          });
        },
        onPointerEnter: prefetch,
        onFocus: prefetch,
        onTouchStart: prefetch,
      })}
      {Frame && (
        <Frame open={isOpen} onOpenChange={setOpen} returnFocusTo={triggerRef} {...shown}>
          {children}
        </Frame>
      )}
    </>
  );
}
