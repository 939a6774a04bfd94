/**
 * The shop's clock: what "now" is for the delivery calendar (cutoffs, the dates offered, the
 * kitchen's plan). Real time, unless SHOP_CLOCK says where it starts (an end-to-end test, a
 * staging shop rehearsing a cutoff): time then runs on from that moment. A live shop cannot set
 * it (config.server.ts refuses it with a real QuickPay account). Tests in the same process set it
 * with `setShopClock`.
 */
import { config } from "./config.server";

type Clock = { start: number; realStart: number };

let clock: Clock | null | undefined;

function current(): Clock | null {
  if (clock === undefined) {
    const start = config().shopClock;
    clock = start ? { start: start.getTime(), realStart: Date.now() } : null;
  }
  return clock;
}

export function shopNow(): Date {
  const set = current();
  return set ? new Date(set.start + (Date.now() - set.realStart)) : new Date();
}

/** For tests: the clock starts at `moment` and runs on (null: real time again). */
export function setShopClock(moment: Date | null): void {
  clock = moment ? { start: moment.getTime(), realStart: Date.now() } : null;
}
