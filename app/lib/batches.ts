/**
 * Batches and lots (docs/decisions/0037-batches-and-recalls.md): what the kitchen made in one go
 * (a product, a lot code, when it was produced, the date on its jars, how many jars), which
 * batches each order line's jars came from, and the rules of a recall. Pure: the server's
 * `app/server/batches/` stores and locks, this decides.
 */
import { expiryDate } from "./food";
import { divideRounded } from "./money";

/** Lot codes: letters, digits and dashes, as printed on a jar's label. */
export const LOT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}$/;
export const LOT_CODE_MAX = 31;
/** The most jars one batch may record (a kitchen's day is a few hundred). */
export const MAX_JARS_PER_BATCH = 100_000;

const FOLDED: Record<string, string> = { Æ: "AE", Ø: "OE", Å: "AA", Ä: "AE", Ö: "OE", Ü: "UE", ẞ: "SS" };

/** The product part of a proposed lot code: the first letters of its title's first word(s), A–Z only. */
function productPart(title: string): string {
  const letters = title
    .toUpperCase()
    .normalize("NFKD")
    .replace(/[ÆØÅÄÖÜẞ]/g, (letter) => FOLDED[letter]!)
    .replace(/[^A-Z0-9 ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const word = letters[0] ?? "LOT";
  return (word.length >= 3 ? word : letters.join("")).slice(0, 5) || "LOT";
}

/**
 * The lot code the shop proposes for a batch of `title` produced on `producedOn` ("YYYY-MM-DD"):
 * the title's first letters and the date as YYMMDD ("TOMAT-261127"), with "-2", "-3" … when a
 * batch of the same product that day has it already (`taken`, upper case).
 */
export function proposeLotCode(title: string, producedOn: string, taken: ReadonlySet<string> = new Set()) {
  const base = `${productPart(title)}-${producedOn.slice(2).replaceAll("-", "")}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The date the shop proposes for a batch's jars: its production day plus the product's shelf life. */
export function proposeBestBefore(producedOn: string, shelfLifeDays: number | null): string | null {
  return shelfLifeDays ? expiryDate(producedOn, shelfLifeDays) : null;
}

/** A batch as the packing sees it: how many of its jars are not in an order yet. */
export type BatchStock = {
  id: string;
  lotCode: string;
  producedOn: string;
  bestBefore: string;
  left: number;
};

export type Assignment = { batchId: string; quantity: number };

/** The order FEFO takes batches in: soonest date on the jar first, then the oldest, then the lot code. */
export function fefoOrder<T extends Pick<BatchStock, "bestBefore" | "producedOn" | "lotCode">>(
  batches: readonly T[],
): T[] {
  return [...batches].sort(
    (a, b) =>
      a.bestBefore.localeCompare(b.bestBefore) ||
      a.producedOn.localeCompare(b.producedOn) ||
      a.lotCode.localeCompare(b.lotCode),
  );
}

/**
 * First expired, first out: `quantity` jars taken from the batches whose date comes first, a line
 * spanning two (or more) batches when the first has too few. `short` is how many jars no batch
 * had; the batches' `left` is not changed.
 */
export function assignFefo(
  quantity: number,
  batches: readonly BatchStock[],
): { assignments: Assignment[]; short: number } {
  const assignments: Assignment[] = [];
  let needed = quantity;
  for (const batch of fefoOrder(batches)) {
    if (needed === 0) break;
    const take = Math.min(needed, batch.left);
    if (take <= 0) continue;
    assignments.push({ batchId: batch.id, quantity: take });
    needed -= take;
  }
  return { assignments, short: needed };
}

/**
 * FEFO for many lines of one product at once, in the order given (earliest delivery first), each
 * line's share taken off the stock before the next: what packing a day, or moving a recall's
 * jars to other lots, does.
 */
export function assignFefoInTurn<L extends { quantity: number }>(
  lines: readonly L[],
  batches: readonly BatchStock[],
): { line: L; assignments: Assignment[]; short: number }[] {
  const stock = batches.map((batch) => ({ ...batch }));
  return lines.map((line) => {
    const result = assignFefo(line.quantity, stock);
    for (const { batchId, quantity } of result.assignments)
      stock.find((b) => b.id === batchId)!.left -= quantity;
    return { line, ...result };
  });
}

export type AssignmentProblem = "count" | "unknown-batch" | "too-many" | "recalled";

/**
 * Why the jars a packer assigned to a line by hand cannot stand, or null: they must add up to the
 * line's jars, come from batches of the line's product that are not recalled, and no batch may
 * give more than it has left (`left` counts the jars this line holds there already as free).
 */
export function assignmentProblem(
  quantity: number,
  assignments: readonly Assignment[],
  batches: readonly (BatchStock & { recalled: boolean })[],
): AssignmentProblem | null {
  const total = assignments.reduce((sum, a) => sum + a.quantity, 0);
  if (total !== quantity || assignments.some((a) => !Number.isInteger(a.quantity) || a.quantity <= 0))
    return "count";
  for (const assignment of assignments) {
    const batch = batches.find((b) => b.id === assignment.batchId);
    if (!batch) return "unknown-batch";
    if (batch.recalled) return "recalled";
    const taken = assignments.filter((a) => a.batchId === batch.id).reduce((sum, a) => sum + a.quantity, 0);
    if (taken > batch.left) return "too-many";
  }
  return null;
}

/** What a recall did to one order. */
export const RECALL_OUTCOMES = [
  /** Shipped with a recalled lot: the customer is told what to do and how to get their money back. */
  "shipped",
  /** Shipped before lots were recorded, within the recalled lots' dates: the customer may have one. */
  "maybe-shipped",
  /** Not shipped: its jars from the recalled lots were moved to other lots. */
  "reassigned",
  /** Not shipped: jars no other lot had were taken off and refunded with a credit note. */
  "removed",
  /** Not shipped, and nothing else left in it: the order was cancelled and refunded. */
  "cancelled",
] as const;
export type RecallOutcome = (typeof RECALL_OUTCOMES)[number];

/** The outcomes whose customer gets the recall's e-mail. */
export const TOLD_OUTCOMES: readonly RecallOutcome[] = ["shipped", "maybe-shipped", "removed", "cancelled"];

/** What a recall did to one order, as its record and its CSV for the authority show it. */
export type RecallOrderRow = {
  orderId: string;
  customerName: string | null;
  customerEmail: string | null;
  outcome: RecallOutcome;
  jars: number;
  lots: string[];
  shippedOn: string | null;
  refunded: string;
  creditNote: number | null;
  emailStatus: string | null;
  /** When the recall's e-mail to the customer went out: "told on" for the authority. */
  toldAt: Date | null;
};

/** A recall's course: started, its e-mails, its refunds, closed. */
export type RecallTimeline = {
  startedAt: Date;
  startedBy: string;
  /** E-mails the recall queued, and how many of them were sent, wait, or failed for good. */
  emails: { queued: number; sent: number; waiting: number; failed: number };
  refunds: { orders: number; amount: number; creditNotes: number };
  closedAt: Date | null;
  closedBy: string | null;
};

/** A recall's record in the back office: what and why, its lots, its timeline and its orders. */
export type RecallRecord = {
  recall: {
    id: string;
    productId: string;
    product: string;
    productEn: string | null;
    reason: string;
    reasonEn: string;
    advice: string;
    adviceEn: string;
  };
  lots: { id: string; lotCode: string; producedOn: string; bestBefore: string; jarsMade: number }[];
  timeline: RecallTimeline;
  orders: RecallOrderRow[];
};

/**
 * What removing `jars` jars at `unitPrice` øre each from an order refunds: their price less the
 * order's discount in proportion (a code's share is not paid back twice), never more than the
 * order's goods cost after its discount.
 */
export function removalRefund(
  order: { subtotal: number; discount: number },
  jars: number,
  unitPrice: number,
): { goods: number; discount: number; refund: number } {
  const goods = jars * unitPrice;
  const discount = order.subtotal > 0 ? divideRounded(order.discount * goods, order.subtotal) : 0;
  return { goods, discount, refund: Math.max(0, goods - discount) };
}
