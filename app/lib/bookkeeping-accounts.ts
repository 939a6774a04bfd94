/**
 * The accounts the bookkeeping export books on (~/lib/bookkeeping), apart from the journal
 * itself so the back office's forms (which run in the browser) do not bring the CSV writer.
 */
export const ACCOUNT_KEYS = ["sales", "freight", "vat", "refunds", "settlement"] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];
export type Accounts = Record<AccountKey, string>;

/** An account number as e-conomic and Dinero take it: digits, 1–10 of them. */
export const ACCOUNT_PATTERN = /^\d{1,10}$/;

/**
 * Defaults in the style of the Danish standard chart of accounts (Erhvervsstyrelsen's, which
 * e-conomic's and Dinero's resemble): 1010 sales of goods with VAT. The others are suggestions
 * to check against the shop's own chart before the first export (docs/operations.md).
 */
export const DEFAULT_ACCOUNTS: Accounts = {
  sales: "1010",
  freight: "1020",
  refunds: "1030",
  vat: "7700",
  settlement: "5820",
};
