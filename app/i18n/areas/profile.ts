/**
 * The customer's account pages' texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  profile: {
    title: "Min profil",
    tabsLabel: "Min profil",
    profileTab: "Profil",
    ordersTab: "Ordrer",
    email: "E-mail",
    firstName: "Fornavn",
    lastName: "Efternavn",
    phone: "Telefon",
    address: "Adresse",
    memberSince: "Medlem siden",
    discount: "Din rabat",
    companyName: "Firmanavn",
    cvrNumber: "CVR-nummer",
    companyTitle: "Firmaoplysninger",
    companyHint: "Firmanavn og CVR-nummer trykkes på dine fakturaer.",
    notGiven: "Ikke angivet",
    edit: "Rediger profil",
    logout: "Log ud",
    exportCsv: "Eksportér ordrer (CSV)",
    noOrders: "Du har ingen ordrer endnu.",
    upcomingDelivery: "Kommende levering",
    shopNow: "Gå til butikken",
    order: "Ordre",
    orderNumber: "Ordre #{{id}}",
    itemCount_one: "{{count}} vare",
    itemCount_other: "{{count}} varer",
    quantityTimesPrice: "{{quantity}} × {{price}}",
    total: "I alt",
    delivery: "Levering",
    status: {
      paid: "Betalt",
      pending: "Afventer",
      cancelled: "Annulleret",
      shipped: "Afsendt",
      refunded: "Refunderet",
    },
    editTitle: "Rediger profil",
    editIntro: "Fornavn, efternavn og telefon skal udfyldes. Vi leverer til din adresse.",
    save: "Gem",
    cancel: "Annuller",
    updated: "Profil opdateret succesfuldt!",
    updateFailed: "Kunne ikke opdatere profil. Prøv igen.",
    privacyTitle: "Dine data",
    privacyText: "Hent alt, hvad vi har gemt om dig, eller slet din konto.",
    downloadData: "Hent mine data (JSON)",
    deleteAccount: "Slet min konto",
    deleteTitle: "Slet din konto",
    deleteText:
      "Din profil, kurv, dit login og din tilmelding til nyhedsbrevet slettes for altid. Ordrer gemmes uden dit navn og dine kontaktoplysninger i 5 år, som bogføringsloven kræver. Fakturaer og kreditnotaer gemmes i samme tid, som de blev udstedt.",
    deleteConfirmLabel: "Skriv din e-mail for at bekræfte",
    deleteSubscriptionsFailed:
      "Din faste levering kunne ikke opsiges hos betalingsudbyderen lige nu, så kontoen er ikke slettet. Prøv igen om lidt.",
    deleteConfirmMismatch: "Skriv præcis din kontos e-mailadresse",
    deleteOrdersOpen:
      "Du har en betalt ordre, der ikke er leveret endnu (ordre {{orders}}). Vi skal bruge dine oplysninger for at levere den og trække betalingen, så din konto kan først slettes, når ordren er leveret eller refunderet.",
    deleteSubmit: "Slet min konto for altid",
    deleted: "Din konto er slettet.",
    csvColumns: {
      id: "Ordre-ID",
      date: "Dato",
      status: "Status",
      total: "I alt (DKK)",
      products: "Produkter",
    },
  },
};

const en: Texts<typeof da> = {
  profile: {
    title: "My profile",
    tabsLabel: "My profile",
    profileTab: "Profile",
    ordersTab: "Orders",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    address: "Address",
    memberSince: "Member since",
    discount: "Your discount",
    companyName: "Company name",
    cvrNumber: "CVR number",
    companyTitle: "Company details",
    companyHint: "The company name and CVR number are printed on your invoices.",
    notGiven: "Not given",
    edit: "Edit profile",
    logout: "Log out",
    exportCsv: "Export orders (CSV)",
    noOrders: "You have no orders yet.",
    upcomingDelivery: "Coming delivery",
    shopNow: "Go to the shop",
    order: "Order",
    orderNumber: "Order #{{id}}",
    itemCount_one: "{{count}} item",
    itemCount_other: "{{count}} items",
    quantityTimesPrice: "{{quantity}} × {{price}}",
    total: "Total",
    delivery: "Delivery",
    status: {
      paid: "Paid",
      pending: "Pending",
      cancelled: "Cancelled",
      shipped: "Shipped",
      refunded: "Refunded",
    },
    editTitle: "Edit profile",
    editIntro: "First name, last name and phone are required. We deliver to your address.",
    save: "Save",
    cancel: "Cancel",
    updated: "Profile updated successfully!",
    updateFailed: "Could not update profile. Please try again.",
    privacyTitle: "Your data",
    privacyText: "Download everything we have stored about you, or delete your account.",
    downloadData: "Download my data (JSON)",
    deleteAccount: "Delete my account",
    deleteTitle: "Delete your account",
    deleteText:
      "Your profile, cart, login and newsletter subscription are deleted for good. Orders are kept without your name and contact details for 5 years, as the Bookkeeping Act requires. Invoices and credit notes are kept for the same time as they were issued.",
    deleteConfirmLabel: "Type your email to confirm",
    deleteSubscriptionsFailed:
      "Your subscription could not be cancelled with the payment provider right now, so the account is not deleted. Try again in a moment.",
    deleteConfirmMismatch: "Type exactly the email address of your account",
    deleteOrdersOpen:
      "You have a paid order that has not been delivered yet (order {{orders}}). We need your details to deliver it and take the payment, so your account can be deleted once the order is delivered or refunded.",
    deleteSubmit: "Delete my account for good",
    deleted: "Your account has been deleted.",
    csvColumns: {
      id: "Order ID",
      date: "Date",
      status: "Status",
      total: "Total (DKK)",
      products: "Products",
    },
  },
};

export type ProfileTexts = typeof da;

export const profileTexts = { da, en };
registerTexts(profileTexts);
