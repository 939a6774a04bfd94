/** The main navigation's fixed links; `useNavLinks` adds the season menu on sale. */
export const NAV_LINKS = [
  { to: "/produkter", key: "products" },
  { to: "/opskrifter", key: "recipes" },
  { to: "/filosofi", key: "philosophy" },
  { to: "/blog", key: "blog" },
  { to: "/kontakt", key: "contact" },
] as const;
