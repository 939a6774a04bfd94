/**
 * Who the shop is: the one place for its name, address, contact details and opening hours.
 * Pages, e-mails, structured data and legal texts all read it from here.
 */
export const shop = {
  name: "Krukke",
  legalName: "Krukke ApS",
  cvr: "41 27 63 58",
  /** As the VAT number appears in structured data. */
  vatId: "DK41276358",
  address: {
    street: "Rugbrødsvej 7",
    postalCode: "2600",
    city: "Glostrup",
    country: "Danmark",
    countryCode: "DK",
  },
  /** The organic control body's code, printed with the EU organic logo (Reg. 2018/848 Art. 32). */
  organicControlBody: "DK-ØKO-100",
  /**
   * Fødevarestyrelsen's search page for control reports: where the footer's smiley links until
   * FINDSMILEY_URL names the shop's own page there.
   */
  findSmileySearchPage: "https://www.findsmiley.dk/",
  phone: "+45 43 96 12 40",
  phoneHref: "tel:+4543961240",
  email: "hej@krukke.dk",
  /** Telephone hours, Monday (1) to Friday (5); null is closed. */
  phoneHours: [
    { day: 1, from: "08:00", to: "14:00" },
    { day: 2, from: "08:00", to: "14:00" },
    { day: 3, from: "08:00", to: "11:00" },
    { day: 4, from: "08:00", to: "14:00" },
    { day: 5, from: null, to: null },
  ],
  freeDeliveryThresholdKroner: 400,
  /** Partners shown on the home page. Each kind docs/product.md (Home) names: supermarket chains,
   * an online grocer, the locker-delivery service and an organic market. */
  partners: [
    { name: "Coop 365", kind: "supermarket" },
    { name: "Meny", kind: "supermarket" },
    { name: "nemlig.com", kind: "online" },
    { name: "Økoskabet", kind: "lockers" },
    { name: "Torvehallerne", kind: "market" },
  ],
} as const;
