/** The batch and the two orders packed from it that the end-to-end shop starts with (recall-setup.ts). */
export const E2E_RECALL = {
  /** A demo product no other spec buys or counts: the recall takes it off sale. */
  productKey: "honsekodsuppe",
  product: "Hønsekødsuppe med boller",
  /** With it on the unshipped order, so that order keeps a line when the recalled one goes. */
  otherProductKey: "linsesuppe",
  lot: "HOENS-E2E-1",
  producedOn: "2026-11-20",
  bestBefore: "2026-12-04",
  shipped: { email: "tilbagekald-sendt@example.com", name: "Karen Sendt" },
  held: { email: "tilbagekald-holdt@example.com", name: "Ole Holdt" },
};
