/**
 * The shapes of a season menu's kitchen lists (`app/server/season-menus/kitchen.server.ts`
 * makes them, the back office's pages show them).
 */
import type { SeasonPlaceKind } from "./season-menus";

export type ProductionDay = {
  date: string;
  /** Covers of paid pre-orders, and of those awaiting payment. */
  covers: number;
  pendingCovers: number;
  courses: {
    productId: string;
    label: string;
    labelEn: string | null;
    title: string;
    jars: number;
    pendingJars: number;
  }[];
  places: { id: string; name: string; covers: number; capacity: number }[];
};

export type MenuProduction = {
  menu: { id: string; name: string; name_en: string | null; slug: string };
  days: ProductionDay[];
};

export type PickupEntry = {
  id: string;
  number: string;
  name: string;
  phone: string | null;
  covers: number;
  paid: boolean;
  /** The locker, for the lockers' place. */
  locker: string | null;
};

export type PickupList = {
  menu: { id: string; name: string; name_en: string | null };
  place: { id: string; kind: SeasonPlaceKind; name: string; name_en: string | null; address: string };
  date: string;
  opens: string;
  closes: string;
  entries: PickupEntry[];
};
