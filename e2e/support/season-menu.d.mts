export declare const E2E_SEASON_MENU: {
  slug: string;
  name: string;
  partner: string;
  kitchen: string;
  newYearsEve: string;
};
