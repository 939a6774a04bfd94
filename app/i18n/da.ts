/**
 * Danish, the shop's first language. Groups follow the specification's key groups; the
 * texts the specification gives are used word for word. `en.ts` must have the same keys.
 */
export const da = {
  common: {
    loading: "Indlæser...",
    close: "Luk",
    backToHome: "Tilbage til forsiden",
    skipToContent: "Gå til indhold",
    errorTitle: "Der skete en fejl",
    errorText: "Noget gik galt på vores side. Prøv igen om lidt.",
    tryAgain: "Prøv igen",
    required: "påkrævet",
    new: "Nyhed",
    organic: "Økologisk",
    kr: "kr",
  },
  meta: {
    siteName: "Krukke",
    defaultDescription:
      "Økologiske supper og færdigretter på glas, lavet i små portioner i Glostrup uden tilsætningsstoffer. Levering onsdag og fredag via Økoskabet.",
    home: {
      title: "Krukke – økologiske supper og retter på glas",
      description:
        "Hjemmelavede økologiske supper og retter på glas uden tilsætningsstoffer. Lavet i Glostrup med dansk kød og sæsonens grøntsager. Fragtfri over 400 kr.",
    },
    philosophy: {
      title: "Vores filosofi",
      description:
        "Fra jord til bord: økologi, passion, fællesskab, lokalt fokus, kvalitet og clean label. Læs om værdierne bag Krukke og vores vej fra Birkerød til Glostrup.",
    },
    newYear: {
      title: "Nytårsmenu 2025",
      description:
        "Fejr nytåret med Krukkes tre-retters menu: jordskokkesuppe, oksetournedos med fondantkartofler og pære Belle Hélène. Afhentning i Glostrup, Vedbæk eller Økoskabe.",
    },
    privacy: {
      title: "Privatlivspolitik",
      description:
        "Sådan behandler Krukke ApS dine personoplysninger: hvad vi indsamler, hvorfor, hvor længe vi gemmer dem, og hvilke rettigheder du har.",
    },
    terms: {
      title: "Handelsbetingelser",
      description:
        "Handelsbetingelser for køb hos Krukke: priser, betaling, levering via Økoskab, fortrydelsesret, reklamation og klagemuligheder.",
    },
    notFound: {
      title: "Siden findes ikke",
      description: "Siden, du leder efter, findes ikke hos Krukke.",
    },
  },
  language: {
    label: "Sprog",
    switchTo: "Skift sprog til engelsk",
    da: "Dansk",
    en: "English",
  },
  nav: {
    main: "Hovedmenu",
    home: "Forside",
    products: "Produkter",
    recipes: "Opskrifter",
    philosophy: "Filosofi",
    blog: "Blog",
    contact: "Kontakt",
    newYear: "Nytår 2025",
    login: "Log ind",
    logout: "Log ud",
    myProfile: "Min profil",
    cart: "Indkøbskurv",
    cartWithCount_one: "Indkøbskurv, {{count}} vare",
    cartWithCount_other: "Indkøbskurv, {{count}} varer",
    openMenu: "Åbn menu",
    closeMenu: "Luk menu",
    menu: "Menu",
    logoLabel: "Krukke – til forsiden",
  },
  hero: {
    eyebrow: "Økologisk mad på glas fra Glostrup",
    title: "Hjemmelavet mad, klar når du er",
    subtitle:
      "Supper og retter kogt i små portioner på økologiske råvarer og dansk kød. Uden tilsætningsstoffer, holdbare i glaskrukken og klar på få minutter.",
    ctaProducts: "Se vores produkter",
    ctaPhilosophy: "Læs vores filosofi",
    imageAlt: "Glaskrukker med tomatsuppe, græskarsuppe og boller i karry",
  },
  features: {
    title: "Derfor Krukke",
    recipes: {
      title: "Autentiske opskrifter",
      text: "Klassiske danske og europæiske retter, som de bliver lavet derhjemme, uden genveje.",
    },
    organic: {
      title: "100% økologisk",
      text: "Økologiske grøntsager og dansk okse- og svinekød fra gårde, vi kender.",
    },
    cleanLabel: {
      title: "Clean label",
      text: "Ingen tilsætningsstoffer, ingen konserveringsmidler. Kun det, du selv ville bruge i køkkenet.",
    },
    craftsmanship: {
      title: "Håndværk",
      text: "Kogt langsomt i små portioner og fyldt på glas i vores eget køkken i Glostrup.",
    },
  },
  story: {
    title: "Fra et lille køkken til hele Danmark",
    paragraphs: [
      "Krukke begyndte med en gryde suppe til naboerne i et lille køkken i Birkerød. I dag laver vi mad i en tidligere rugbrødsfabrik i Glostrup, men opskrifterne og omhuen er de samme.",
      "Vi koger på økologiske råvarer, fylder maden på glas og varmebehandler den, så den holder sig uden konserveringsmidler. Glasset kan bruges igen, og maden smager, som var den lavet i dag.",
    ],
    cta: "Mød os og vores værdier",
  },
  cta_banner: {
    title: "Levering onsdag og fredag via Økoskabet",
    text: "Hent dine krukker i et af 12 Økoskabe i København, eller få dem leveret. Fragtfri for ordrer over 400 kr.",
    button: "Bestil nu",
  },
  partners: {
    title: "Du finder os også hos",
    kinds: {
      supermarket: "Supermarked",
      online: "Online supermarked",
      lockers: "Afhentning i skabe",
      market: "Økologisk marked",
    },
  },
  footer: {
    description: "Økologiske supper og færdigretter på glas, kogt i små portioner uden tilsætningsstoffer.",
    location: "Besøg os",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-mail",
    cvr: "CVR-nr.",
    quickLinks: "Genveje",
    certifications: "Kvalitet og certificering",
    smileyAlt: "Fødevarestyrelsens elite-smiley",
    smileyText: "Elite-smiley fra Fødevarestyrelsen",
    organicAlt: "Det røde Ø-mærke for statskontrolleret økologi",
    organicText: "Statskontrolleret økologisk",
    newsletter: {
      title: "Nyhedsbrev",
      text: "Få nye retter, sæsonens opskrifter og gode tilbud i din indbakke.",
      firstName: "Fornavn",
      lastName: "Efternavn",
      lastNameOptional: "Efternavn (valgfrit)",
      email: "E-mail",
      submit: "Tilmeld",
      submitting: "Tilmelder...",
    },
    copyright: "© {{year}} {{company}}. Alle rettigheder forbeholdes.",
    privacy: "Privatlivspolitik",
    terms: "Handelsbetingelser",
    cookieSettings: "Cookieindstillinger",
    legal: "Juridisk",
  },
  breadcrumbs: {
    label: "Brødkrumme",
    home: "Forside",
    segments: {
      produkter: "Produkter",
      opskrifter: "Opskrifter",
      filosofi: "Filosofi",
      blog: "Blog",
      kontakt: "Kontakt",
      "nytar-2025": "Nytår 2025",
      login: "Log ind",
      profile: "Min profil",
      edit: "Rediger",
      checkout: "Kasse",
      privatlivspolitik: "Privatlivspolitik",
      handelsbetingelser: "Handelsbetingelser",
      "seo-tools": "SEO-værktøjer",
    },
  },
  philosophy: {
    title: "Vores filosofi",
    subtitle: "God mad begynder i jorden og ender ved dit bord. Alt, hvad vi gør, hviler på seks værdier.",
  },
  newYear: {
    title: "Nytårsmenu 2025",
    preorder: "Kan snart forudbestilles",
  },
  legal: {
    lastUpdated: "Sidst opdateret {{date}}",
    contents: "Indhold",
  },
  not_found: {
    title: "Siden findes ikke",
    subtitle:
      "Beklager, vi kunne ikke finde den side, du leder efter. Måske er den flyttet, eller også er adressen skrevet forkert.",
    back: "Gå til forsiden",
  },
  products: {
    title: "Vores produkter",
    subtitle: "Supper og retter på glas, kogt i små portioner i Glostrup.",
    banner: "Levering onsdag og fredag via Økoskabet - Fragtfri for ordrer over 400,- kr",
    filterLabel: "Vis produkter",
    filters: {
      alle: "Alle produkter",
      okologisk: "Økologisk",
      supper: "Supper",
      retter: "Retter",
    },
    count_one: "{{count}} produkt",
    count_other: "{{count}} produkter",
    empty: "Der er ingen produkter her lige nu. Se alle produkter i stedet.",
    showAll: "Se alle produkter",
    soldOut: "Udsolgt",
    moreInfo: "Mere info",
    addToCart: "Læg i kurv",
    weight: "Vægt",
    brand: "Mærke",
    type: "Type",
    types: { soup: "Suppe", dish: "Ret" },
    price: "Pris",
    priceBefore: "Før {{price}}",
    yourDiscount: "Din rabat: {{percent}}%",
    description: "Beskrivelse",
    ingredients: "Ingredienser",
    nutrition: "Næringsindhold pr. 100 g",
    nutrient: "Næringsstof",
    amount: "Indhold",
    energy: "Energi",
    fat: "Fedt",
    carbs: "Kulhydrat",
    protein: "Protein",
    quantity: "Antal",
    decrease: "Én færre",
    increase: "Én mere",
    details: "Se produktsiden",
    loadError: "Fejl ved indlæsning af produkter: {{message}}",
    loadErrorMessage: "Vi kunne ikke hente produkterne lige nu.",
    retry: "Prøv igen",
    notFoundTitle: "Produktet findes ikke",
    notFoundText: "Vi kunne ikke finde produktet. Måske er det udgået, eller adressen er forkert.",
    backToProducts: "Tilbage til produkter",
    pagination: "Sider",
    previous: "Forrige",
    next: "Næste",
    pageOf: "Side {{page}} af {{count}}",
    metaTitle: "Produkter",
    metaDescription:
      "Økologiske supper og færdigretter på glas: tomatsuppe, boller i karry, oksegryde og meget mere. Levering onsdag og fredag via Økoskabet, fragtfri over 400 kr.",
  },
  recipes: {},
  blog: {},
  contact: {},
  login: {},
};

/** The shape every language must have: the same keys, with any text as value. */
export type Resources = Texts<typeof da>;
type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : { [K in keyof T]: Texts<T[K]> };
