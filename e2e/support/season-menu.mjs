/** The season menu the end-to-end shop starts with (written by season-menu-setup.ts). */
export const E2E_SEASON_MENU = {
  slug: "nytar-e2e",
  name: "Nytårsmenu (e2e)",
  /** The partner, 3 covers a day. */
  partner: "Vedbæk (e2e)",
  kitchen: "Glostrup køkken (e2e)",
  newYearsEve: "2026-12-31",
};
