import type { Resources } from "./da";

/** English: the same keys as Danish (the type and a test check it). */
export const en: Resources = {
  common: {
    loading: "Loading...",
    close: "Close",
    backToHome: "Back to the home page",
    skipToContent: "Skip to content",
    errorTitle: "Something went wrong",
    errorText: "Something went wrong on our side. Please try again in a moment.",
    tryAgain: "Try again",
    required: "required",
    new: "New",
    organic: "Organic",
    kr: "kr",
  },
  meta: {
    siteName: "Krukke",
    defaultDescription:
      "Organic soups and ready meals in glass jars, cooked in small batches in Glostrup without additives. Delivery on Wednesdays and Fridays via Økoskabet.",
    home: {
      title: "Krukke – organic soups and meals in glass jars",
      description:
        "Home-style organic soups and meals in glass jars without additives. Made in Glostrup with Danish meat and seasonal vegetables. Free delivery over 400 kr.",
    },
    philosophy: {
      title: "Our philosophy",
      description:
        "From soil to table: organic, passion, community, local focus, quality and clean label. Read about the values behind Krukke and our way from Birkerød to Glostrup.",
    },
    newYear: {
      title: "New Year menu 2025",
      description:
        "Celebrate New Year with Krukke's three-course menu: Jerusalem artichoke soup, beef tournedos with fondant potatoes and pear Belle Hélène. Pick up in Glostrup, Vedbæk or an Økoskab.",
    },
    privacy: {
      title: "Privacy policy",
      description:
        "How Krukke ApS handles your personal data: what we collect, why, how long we keep it and which rights you have.",
    },
    terms: {
      title: "Terms and conditions",
      description:
        "Terms and conditions for buying from Krukke: prices, payment, delivery via Økoskab, right of withdrawal, complaints and where to complain.",
    },
    notFound: {
      title: "Page not found",
      description: "The page you are looking for does not exist at Krukke.",
    },
  },
  language: {
    label: "Language",
    switchTo: "Switch language to Danish",
    da: "Dansk",
    en: "English",
  },
  nav: {
    main: "Main menu",
    home: "Home",
    products: "Products",
    recipes: "Recipes",
    philosophy: "Philosophy",
    blog: "Blog",
    contact: "Contact",
    newYear: "New Year 2025",
    login: "Log in",
    logout: "Log out",
    myProfile: "My profile",
    cart: "Shopping cart",
    cartWithCount_one: "Shopping cart, {{count}} item",
    cartWithCount_other: "Shopping cart, {{count}} items",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    logoLabel: "Krukke – to the home page",
  },
  hero: {
    eyebrow: "Organic food in glass jars from Glostrup",
    title: "Home-cooked food, ready when you are",
    subtitle:
      "Soups and meals cooked in small batches from organic ingredients and Danish meat. No additives, kept fresh in the glass jar and ready in minutes.",
    ctaProducts: "See our products",
    ctaPhilosophy: "Read our philosophy",
    imageAlt: "Glass jars of tomato soup, pumpkin soup and meatballs in curry",
  },
  features: {
    title: "Why Krukke",
    recipes: {
      title: "Authentic recipes",
      text: "Classic Danish and European dishes, made the way they are made at home, with no shortcuts.",
    },
    organic: {
      title: "100% organic",
      text: "Organic vegetables and Danish beef and pork from farms we know.",
    },
    cleanLabel: {
      title: "Clean label",
      text: "No additives, no preservatives. Only what you would use in your own kitchen.",
    },
    craftsmanship: {
      title: "Craftsmanship",
      text: "Slowly cooked in small batches and filled into glass in our own kitchen in Glostrup.",
    },
  },
  story: {
    title: "From a small kitchen to all of Denmark",
    paragraphs: [
      "Krukke began with a pot of soup for the neighbours in a small kitchen in Birkerød. Today we cook in a former rye-bread factory in Glostrup, but the recipes and the care are the same.",
      "We cook with organic ingredients, fill the food into glass and heat-treat it, so it keeps without preservatives. The jar can be used again, and the food tastes as if it were made today.",
    ],
    cta: "Meet us and our values",
  },
  cta_banner: {
    title: "Delivery on Wednesdays and Fridays via Økoskabet",
    text: "Pick up your jars from one of 12 Økoskab lockers in Copenhagen, or have them delivered. Free delivery on orders over 400 kr.",
    button: "Order now",
  },
  partners: {
    title: "You can also find us at",
    kinds: {
      supermarket: "Supermarket",
      online: "Online grocer",
      lockers: "Locker pick-up",
      market: "Organic market",
    },
  },
  footer: {
    description: "Organic soups and ready meals in glass jars, cooked in small batches without additives.",
    location: "Visit us",
    contact: "Contact",
    phone: "Phone",
    email: "Email",
    cvr: "CVR no.",
    quickLinks: "Quick links",
    certifications: "Quality and certification",
    smileyAlt: "The Danish Veterinary and Food Administration's elite smiley",
    smileyText: "Elite smiley from the Danish food authority",
    organicAlt: "The red Danish Ø label for state-inspected organic food",
    organicText: "State-inspected organic",
    newsletter: {
      title: "Newsletter",
      text: "Get new dishes, seasonal recipes and good offers in your inbox.",
      firstName: "First name",
      lastName: "Last name",
      lastNameOptional: "Last name (optional)",
      email: "Email",
      submit: "Subscribe",
      submitting: "Subscribing...",
    },
    copyright: "© {{year}} {{company}}. All rights reserved.",
    privacy: "Privacy policy",
    terms: "Terms and conditions",
    cookieSettings: "Cookie settings",
    legal: "Legal",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
    segments: {
      produkter: "Products",
      opskrifter: "Recipes",
      filosofi: "Philosophy",
      blog: "Blog",
      kontakt: "Contact",
      "nytar-2025": "New Year 2025",
      login: "Log in",
      profile: "My profile",
      edit: "Edit",
      checkout: "Checkout",
      privatlivspolitik: "Privacy policy",
      handelsbetingelser: "Terms and conditions",
      "seo-tools": "SEO tools",
    },
  },
  philosophy: {
    title: "Our philosophy",
    subtitle: "Good food starts in the soil and ends at your table. Everything we do rests on six values.",
  },
  newYear: {
    title: "New Year menu 2025",
    preorder: "Available for pre-order soon",
  },
  legal: {
    lastUpdated: "Last updated {{date}}",
    contents: "Contents",
  },
  not_found: {
    title: "Page not found",
    subtitle:
      "Sorry, we could not find the page you are looking for. It may have moved, or the address may be mistyped.",
    back: "Go to the home page",
  },
  products: {},
  recipes: {},
  blog: {},
  contact: {},
  login: {},
};
