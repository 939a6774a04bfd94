/** The New Year 2025 menu page's text (/nytar-2025), loaded only by that page. */
import type { Language } from "~/i18n/languages";

export type NewYearContent = {
  eyebrow: string;
  title: string;
  intro: string;
  courses: { key: "starter" | "main" | "dessert"; label: string; title: string; text: string }[];
  pickup: { title: string; intro: string; places: string[] };
  note: string;
};

export const newYearContent: Record<Language, NewYearContent> = {
  da: {
    eyebrow: "Nytår 2025",
    title: "En festmenu, du ikke skal stå i køkkenet med",
    intro:
      "Fejr nytåret med tre retter kogt af vores kokke på økologiske råvarer. Menuen leveres på glas og varmes op på en halv time, så du kan bruge aftenen sammen med dine gæster.",
    courses: [
      {
        key: "starter",
        label: "Forret",
        title: "Jordskokkesuppe",
        text: "Fløjlsblød suppe på danske jordskokker med ristede hasselnødder og persilleolie.",
      },
      {
        key: "main",
        label: "Hovedret",
        title: "Oksetournedos med fondantkartofler",
        text: "Mør tournedos af økologisk dansk oksekød med rødvinssauce og to gyldne fondantkartofler pr. kuvert.",
      },
      {
        key: "dessert",
        label: "Dessert",
        title: "Pære Belle Hélène",
        text: "Pocherede pærer med vaniljeis og varm chokoladesauce af mørk økologisk chokolade.",
      },
    ],
    pickup: {
      title: "Afhentning",
      intro: "Menuen hentes den 30. eller 31. december. Du vælger selv, hvor:",
      places: [
        "Hos os i køkkenet i Glostrup",
        "Hos vores samarbejdspartner i Vedbæk",
        "I et af 12 Økoskabe i København",
      ],
    },
    note: "Nytårsmenuen er bindende ved bestilling og kan ikke ændres bagefter. Betalingen trækkes ved bestilling.",
  },
  en: {
    eyebrow: "New Year 2025",
    title: "A festive menu that keeps you out of the kitchen",
    intro:
      "Celebrate New Year with three courses cooked by our chefs from organic ingredients. The menu comes in glass jars and is heated in half an hour, so you can spend the evening with your guests.",
    courses: [
      {
        key: "starter",
        label: "Starter",
        title: "Jerusalem artichoke soup",
        text: "Velvety soup of Danish Jerusalem artichokes with roasted hazelnuts and parsley oil.",
      },
      {
        key: "main",
        label: "Main course",
        title: "Beef tournedos with fondant potatoes",
        text: "Tender tournedos of organic Danish beef with red wine sauce and two golden fondant potatoes per person.",
      },
      {
        key: "dessert",
        label: "Dessert",
        title: "Pear Belle Hélène",
        text: "Poached pears with vanilla ice cream and warm sauce of dark organic chocolate.",
      },
    ],
    pickup: {
      title: "Pick-up",
      intro: "The menu is collected on 30 or 31 December. You choose where:",
      places: [
        "At our kitchen in Glostrup",
        "At our partner in Vedbæk",
        "From one of 12 Økoskab lockers in Copenhagen",
      ],
    },
    note: "The New Year menu is binding once ordered and cannot be changed afterwards. Payment is taken when you order.",
  },
};
