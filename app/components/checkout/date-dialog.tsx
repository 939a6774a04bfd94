import { Icon } from "~/components/ui/icon";
import { Dialog } from "radix-ui";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { da, enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { addDays, dayOfLocalDate, localDateOf } from "~/lib/copenhagen";
import { BOOKING_WINDOW_DAYS } from "~/lib/delivery";
import type { CalendarDay } from "~/lib/delivery-calendar";
import { formatDeliveryDay } from "~/lib/format";
import { CutoffNotice } from "./cutoff-notice";
import "~/i18n/areas/checkout";

/** Why each delivery day that cannot be chosen cannot, for the day buttons. */
const Reasons = createContext<Map<string, string>>(new Map());

/**
 * A day of the calendar. A delivery day that cannot be chosen stays focusable, so the keyboard
 * reaches it and hears why (its name ends with the reason, which also shows on hover); choosing
 * it does nothing (`aria-disabled`). Days without a delivery are disabled as the picker makes them.
 */
function DayWithReason({ day, modifiers, ...props }: DayButtonProps) {
  const reasons = useContext(Reasons);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const reason = reasons.get(dayOfLocalDate(day.date));
  return (
    <button
      ref={ref}
      {...props}
      title={reason}
      aria-label={reason ? `${props["aria-label"]}, ${reason}` : props["aria-label"]}
      aria-disabled={reason ? true : undefined}
    />
  );
}

/**
 * The delivery date, in a calendar (weeks start on Monday): the delivery days of the next 14
 * days, those that cannot be chosen marked with why ('Lukket', 'Bestillingsfristen er
 * overskredet', 'Udsolgt'), listed under it too; and when the next order deadline is. The choice
 * is confirmed with a button.
 */
export function DateDialog({
  open,
  onOpenChange,
  intro,
  days,
  today,
  value,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  intro: string;
  days: CalendarDay[];
  today: string;
  value: string | null;
  onConfirm: (date: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [picked, setPicked] = useState<string | null>(value);
  const openDays = new Set(days.filter((day) => day.problem === null).map((day) => day.date));
  const blocked = days.filter((day) => day.problem !== null);
  const reasons = new Map(blocked.map((day) => [day.date, t(`checkout.dayProblems.${day.problem!}`)]));
  const known = new Set(days.map((day) => day.date));
  const firstOpen = days.find((day) => day.problem === null)?.date;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setPicked(value);
        onOpenChange(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          <Icon name="calendar-days" className="h-4 w-4" />
          {t("checkout.chooseDateLink")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-900/50" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream-50 p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl font-semibold text-forest-800">
              {t("checkout.dateTitle")}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-cream-200"
              aria-label={t("common.close")}
            >
              <Icon name="x" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{intro}</Dialog.Description>
          <CutoffNotice days={days} today={today} className="mt-2 text-sm font-medium" />
          <div className="krukke-calendar mt-3 flex justify-center">
            <Reasons.Provider value={reasons}>
              <DayPicker
                mode="single"
                locale={language === "da" ? da : enGB}
                weekStartsOn={1}
                defaultMonth={localDateOf(picked ?? firstOpen ?? today)}
                startMonth={localDateOf(today)}
                endMonth={localDateOf(addDays(today, BOOKING_WINDOW_DAYS))}
                today={localDateOf(today)}
                selected={picked ? localDateOf(picked) : undefined}
                onSelect={(date) => {
                  if (!date) return setPicked(null);
                  if (openDays.has(dayOfLocalDate(date))) setPicked(dayOfLocalDate(date));
                }}
                disabled={(date) => !known.has(dayOfLocalDate(date))}
                modifiers={{ unavailable: (date) => reasons.has(dayOfLocalDate(date)) }}
                modifiersClassNames={{ unavailable: "krukke-unavailable" }}
                components={{ DayButton: DayWithReason }}
              />
            </Reasons.Provider>
          </div>
          {blocked.length > 0 && (
            <div className="mt-3 text-sm">
              <p className="font-medium">{t("checkout.unavailableDays")}</p>
              <ul className="mt-1 space-y-0.5 text-muted" data-testid="unavailable-days">
                {blocked.map((day) => (
                  <li key={day.date}>
                    {formatDeliveryDay(day.date, language)}: {reasons.get(day.date)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t("checkout.cancel")}</Button>
            </Dialog.Close>
            <Button
              disabled={!picked || !openDays.has(picked)}
              onClick={() => {
                if (!picked) return;
                onConfirm(picked);
                onOpenChange(false);
              }}
            >
              {t("checkout.confirmDate")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
