/** The main navigation, in the header, the mobile menu and the footer's quick links. */
export const NAV_LINKS = [
  { to: "/produkter", key: "products" },
  { to: "/opskrifter", key: "recipes" },
  { to: "/filosofi", key: "philosophy" },
  { to: "/blog", key: "blog" },
  { to: "/kontakt", key: "contact" },
  { to: "/nytar-2025", key: "newYear" },
] as const;
