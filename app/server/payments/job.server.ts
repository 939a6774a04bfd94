/**
 * The payments job, run by one instance a minute: orders whose payment did not end in a callback
 * (reconcile.server.ts), then the saved cards of orders paid later (~/lib/payment-plan): charges
 * whose day has come queued and made, authorizations that would lapse renewed, and the cards of
 * orders that are done given back.
 */
import { endFinishedAgreements } from "./agreements.server";
import { chargeDueOrders, queueDueAuthorizations, renewLapsingAuthorizations } from "./charges.server";
import { reconcilePendingOrders } from "./reconcile.server";

export async function runPaymentsJob() {
  const reconciled = await reconcilePendingOrders();
  const queued = await queueDueAuthorizations();
  const charged = await chargeDueOrders();
  const renewed = await renewLapsingAuthorizations();
  const ended = await endFinishedAgreements();
  return { ...reconciled, queued, charged, renewed, ended };
}
