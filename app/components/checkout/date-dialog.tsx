import { format } from "date-fns";
import { CalendarDays, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { da, enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { addDays, BOOKING_WINDOW_DAYS } from "~/lib/delivery";

/** "2026-11-25" → that calendar day at local midnight, and back. */
const toDate = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};
const toDay = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * The delivery date, in a calendar (weeks start on Monday): only the shed's dates within the
 * next 14 days can be chosen. The choice is confirmed with a button.
 */
export function DateDialog({
  open,
  onOpenChange,
  shedName,
  dates,
  today,
  value,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shedName: string;
  dates: string[];
  today: string;
  value: string | null;
  onConfirm: (date: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [picked, setPicked] = useState<string | null>(value);
  const selectable = new Set(dates);
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
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {t("checkout.chooseDateLink")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-900/50" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream-50 p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl font-semibold text-forest-800">
              {t("checkout.dateTitle")}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-cream-200"
              aria-label={t("common.close")}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {t("checkout.dateIntro", { shed: shedName })}
          </Dialog.Description>
          <div className="krukke-calendar mt-3 flex justify-center">
            <DayPicker
              mode="single"
              locale={language === "da" ? da : enGB}
              weekStartsOn={1}
              defaultMonth={toDate(picked ?? dates[0] ?? today)}
              startMonth={toDate(today)}
              endMonth={toDate(addDays(today, BOOKING_WINDOW_DAYS))}
              today={toDate(today)}
              selected={picked ? toDate(picked) : undefined}
              onSelect={(date) => setPicked(date ? toDay(date) : null)}
              disabled={(date) => !selectable.has(toDay(date))}
            />
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t("checkout.cancel")}</Button>
            </Dialog.Close>
            <Button
              disabled={!picked || !selectable.has(picked)}
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
