import { isPlaced } from "~/lib/orders";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import {
  useFetcher,
  useFetchers,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "react-router";
import { toast } from "~/components/ui/toaster";
import { isPaymentMessage, PENDING_PAYMENT_KEY, type PendingPayment } from "~/lib/payment-messages";
import type { PayActionData } from "~/lib/checkout";
import "~/i18n/areas/checkout";

export type PaymentFlowState = "idle" | "opening" | "waiting" | "blocked" | "cancelled";

type Flow = { state: PaymentFlowState; pending: PendingPayment | null };
type FlowEvent =
  | { type: "restored"; pending: PendingPayment }
  | { type: "submitted" }
  | { type: "refused" }
  | { type: "window-ready"; pending: PendingPayment; opened: boolean }
  | { type: "reopened" }
  | { type: "cancelled" }
  | { type: "paid" };

/** How the payment's state moves: opening → waiting (or blocked) → paid or cancelled. */
function flowReducer(flow: Flow, event: FlowEvent): Flow {
  switch (event.type) {
    case "restored":
      return { state: "waiting", pending: event.pending };
    case "submitted":
      return { ...flow, state: "opening" };
    case "refused":
      return { ...flow, state: "idle" };
    case "window-ready":
      return { state: event.opened ? "waiting" : "blocked", pending: event.pending };
    case "reopened":
      return { ...flow, state: "waiting" };
    case "cancelled":
      return { state: "cancelled", pending: null };
    case "paid":
      return { state: "idle", pending: null };
  }
}

const WINDOW_NAME = "krukke-betaling";
const WINDOW_FEATURES = "popup,width=520,height=760";
const POLL_MS = 3_000;
const PAY_FETCHER = "pay";

function readPending(): PendingPayment | null {
  try {
    const value = JSON.parse(
      window.sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? "null",
    ) as PendingPayment | null;
    return value && typeof value.orderId === "string" && typeof value.paymentUrl === "string" ? value : null;
  } catch {
    return null;
  }
}

function storePending(pending: PendingPayment | null) {
  try {
    if (pending) window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
    else window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Session storage blocked: the payment still works, it is just not remembered on reload.
  }
}

/**
 * The pop-up payment (docs/product.md, Checkout and payment): the window opens at the click (so pop-up blockers
 * allow it) and is pointed at the payment page once the order exists; a blocked pop-up gets a
 * button. The window's message, or the order's status (polled, in case the message cannot
 * arrive), ends the wait: paid shows the thank-you view, cancelled the cancel notice.
 */
export type PaymentFlowOptions = {
  /** Where 'Bestil og betal' posts: the checkout, or a season menu's page. */
  action?: string;
  /** Where a paid order's thank-you view is. */
  donePath?: (orderId: string) => string;
  /** The server refused the order (its message came as a toast or in its answer). */
  onRefused?: (result: Extract<PayActionData, { ok: false }>) => void;
};

const checkoutDone = (orderId: string) => `/checkout?success=true&order_id=${orderId}`;

export function usePaymentFlow({
  action = "/checkout",
  donePath = checkoutDone,
  onRefused,
}: PaymentFlowOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<PayActionData>({ key: PAY_FETCHER });
  const popup = useRef<Window | null>(null);
  /** The pop-up is open but not yet pointed at the payment page. */
  const popupBlank = useRef(false);
  const [{ state, pending }, dispatch] = useReducer(flowReducer, { state: "idle", pending: null });
  /**
   * The checkout's data is on its way again (a new delivery choice, a changed cart), and with it
   * a new checkout token: a payment started now waits for it. Sent with the old token, it would
   * create an order that the next try (after a declined card) does not find, and a second one.
   */
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const reloading =
    (navigation.state === "loading" && navigation.location.pathname === location.pathname) ||
    revalidator.state === "loading" ||
    fetchers.some((other) => other.key !== PAY_FETCHER && other.state !== "idle");
  const waitingForm = useRef<HTMLFormElement | null>(null);

  // A payment that was under way before a reload (session storage exists only in the browser).
  useEffect(() => {
    const stored = readPending();
    if (stored) dispatch({ type: "restored", pending: stored });
  }, []);

  const finish = useCallback(
    (orderId: string) => {
      storePending(null);
      dispatch({ type: "paid" });
      void navigate(donePath(orderId), { replace: true });
    },
    [navigate, donePath],
  );

  const cancel = useCallback(() => {
    storePending(null);
    dispatch({ type: "cancelled" });
    toast.error(t("checkout.cancelledTitle"), { description: t("checkout.cancelledText"), duration: 8_000 });
  }, [t]);

  const submit = useCallback(
    (form: HTMLFormElement) => {
      const formData = new FormData(form);
      formData.set("mode", "popup");
      void fetcher.submit(formData, { method: "post", action });
    },
    [fetcher, action],
  );

  const start = useCallback(
    (form: HTMLFormElement, { openWindow }: { openWindow: boolean }) => {
      // The window opens at the click, even when the order waits for the page's data.
      popup.current = openWindow ? window.open("", WINDOW_NAME, WINDOW_FEATURES) : null;
      popupBlank.current = Boolean(popup.current);
      dispatch({ type: "submitted" });
      if (reloading) waitingForm.current = form;
      else submit(form);
    },
    [reloading, submit],
  );

  // The data has arrived (and the form holds the new token): the waiting payment goes now.
  useEffect(() => {
    const form = waitingForm.current;
    if (reloading || !form) return;
    waitingForm.current = null;
    if (form.isConnected) submit(form);
    else {
      popup.current?.close();
      dispatch({ type: "refused" });
    }
  }, [reloading, submit]);

  const reopen = useCallback(() => {
    if (!pending) return;
    const opened = window.open(pending.paymentUrl, WINDOW_NAME, WINDOW_FEATURES);
    if (opened) {
      popup.current = opened;
      dispatch({ type: "reopened" });
    }
  }, [pending]);

  // The server's answer: a payment window to show, an order already paid, or a problem (toasted).
  useEffect(() => {
    // (While a payment waits for the page's data, `fetcher.data` is still the last try's answer.)
    if (fetcher.state !== "idle" || !fetcher.data || state !== "opening" || waitingForm.current) return;
    const result = fetcher.data;
    if (!result.ok) {
      popup.current?.close();
      dispatch({ type: "refused" });
      onRefused?.(result);
      return;
    }
    if (result.paid || !result.paymentUrl) {
      popup.current?.close();
      finish(result.orderId);
      return;
    }
    const entry = { orderId: result.orderId, paymentUrl: result.paymentUrl };
    storePending(entry);
    const opened = Boolean(popup.current && !popup.current.closed);
    popupBlank.current = false;
    if (opened) popup.current!.location.href = entry.paymentUrl;
    else
      toast.error(t("checkout.popupBlocked"), {
        description: t("checkout.popupBlockedText"),
        duration: 10_000,
      });
    dispatch({ type: "window-ready", pending: entry, opened });
  }, [fetcher.state, fetcher.data, state, finish, t, onRefused]);

  // The pop-up reports back.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentMessage(event.data)) return;
      if (event.data.success) finish(event.data.orderId);
      else cancel();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [finish, cancel]);

  // …and in case it cannot (another window took over, the tab was closed), ask the server.
  useEffect(() => {
    if (!pending || (state !== "waiting" && state !== "blocked")) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/checkout/status?order_id=${encodeURIComponent(pending.orderId)}`, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const { status } = (await response.json()) as { status?: string };
        if (status && isPlaced(status)) finish(pending.orderId);
      } catch {
        // Offline for a moment: try again at the next tick.
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, state, finish]);

  // Leaving the checkout (e.g. sent to complete the profile) closes a window still blank; a
  // window showing the payment or its outcome closes itself.
  useEffect(
    () => () => {
      if (popupBlank.current && popup.current && !popup.current.closed) popup.current.close();
    },
    [],
  );

  return { state, pending, start, reopen, busy: fetcher.state !== "idle" || state === "opening" };
}
