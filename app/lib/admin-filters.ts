/**
 * The back office's list filters, read from the address (shareable, bookmarkable): anything
 * that is not a valid value is simply no filter, never an error.
 */
import { isDate } from "./copenhagen";
import { DELIVERY_PROVIDERS, type DeliveryProvider } from "./domain";
import { ORDER_STATUSES, type KnownOrderStatus } from "./orders";

export const ADMIN_PAGE_SIZE = 25;

/** The address segment of an edit page that means "a new one" (/admin/produkter/ny). */
export const NEW = "ny";

export type OrderFilters = {
  status: KnownOrderStatus | null;
  /** Placed on or after / on or before, as calendar days (Copenhagen). */
  from: string | null;
  to: string | null;
  delivery: DeliveryProvider | null;
  deliveryDate: string | null;
  /** An order number (id prefix) or part of the customer's e-mail. */
  search: string;
  failedShipment: boolean;
  page: number;
};

export const ORDER_FILTER_PARAMS = {
  status: "status",
  from: "fra",
  to: "til",
  delivery: "metode",
  deliveryDate: "levering",
  search: "q",
  failedShipment: "forsendelse",
  page: "page",
} as const;

export function parsePageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function parseSearch(value: string | null): string {
  return (value ?? "").trim().slice(0, 100);
}

export const PRODUCT_AVAILABILITIES = ["available", "unavailable", "archived"] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];
export type ProductFilters = { search: string; availability: ProductAvailability | null; page: number };

export const MESSAGE_FILTERS = ["unread", "read"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** A LIKE pattern for "contains `search`", with LIKE's own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const pick = <T extends string>(values: readonly T[], value: string | null) =>
    values.includes(value as T) ? (value as T) : null;
  const day = (value: string | null) => (isDate(value) ? value : null);
  return {
    status: pick(ORDER_STATUSES, params.get(ORDER_FILTER_PARAMS.status)),
    from: day(params.get(ORDER_FILTER_PARAMS.from)),
    to: day(params.get(ORDER_FILTER_PARAMS.to)),
    delivery: pick(DELIVERY_PROVIDERS, params.get(ORDER_FILTER_PARAMS.delivery)),
    deliveryDate: day(params.get(ORDER_FILTER_PARAMS.deliveryDate)),
    search: parseSearch(params.get(ORDER_FILTER_PARAMS.search)),
    failedShipment: params.get(ORDER_FILTER_PARAMS.failedShipment) === "fejlet",
    page: parsePageNumber(params.get(ORDER_FILTER_PARAMS.page)),
  };
}

/** An order number as typed ("#1a2b3c4d", "1A2B"): lower-case hex, or null if it cannot be one. */
export function orderIdPrefix(search: string): string | null {
  const clean = search.replace(/^#/, "").toLowerCase();
  return /^[0-9a-f-]{4,36}$/.test(clean) ? clean : null;
}
