/** The texts of the shop's e-mails, in both languages (checked for the same keys by a test). */
import type { Language } from "~/i18n/languages";

export const emailTexts = {
  da: {
    greeting: "Hej {name}",
    greetingNoName: "Hej",
    signature: "Venlig hilsen\nKrukke",
    footer: "Du får denne e-mail, fordi din e-mailadresse blev brugt hos Krukke.",
    confirm: {
      subject: "Bekræft din e-mail hos Krukke",
      intro:
        "Tak, fordi du har oprettet en konto hos Krukke. Bekræft din e-mailadresse for at kunne logge ind.",
      button: "Bekræft e-mail",
      expiry: "Linket virker i 24 timer. Har du ikke oprettet en konto, kan du se bort fra denne e-mail.",
    },
    newsletter: {
      subject: "Bekræft din tilmelding",
      intro:
        "Tak for din tilmelding til Krukkes nyhedsbrev. Bekræft, at det er din e-mailadresse, så sender vi dig nye retter, sæsonens opskrifter og gode tilbud.",
      button: "Bekræft din tilmelding",
      expiry:
        "Linket virker i 30 dage. Har du ikke tilmeldt dig, kan du se bort fra denne e-mail: uden bekræftelse får du ikke nyhedsbrevet, og vi sletter adressen igen.",
    },
    reset: {
      subject: "Nulstil din adgangskode hos Krukke",
      intro: "Vi har fået en anmodning om at nulstille adgangskoden til din konto.",
      button: "Vælg ny adgangskode",
      expiry:
        "Linket virker i 1 time og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail.",
    },
    existing: {
      subject: "Du har allerede en konto hos Krukke",
      intro:
        "Nogen forsøgte at oprette en ny konto med din e-mailadresse. Du har allerede en konto, så du kan logge ind som normalt.",
      login: "Log ind",
      forgot: "Har du glemt din adgangskode, kan du vælge en ny her:",
    },
    order: {
      subject: "Tak for din ordre #{number}",
      intro: "Tak for din bestilling. Her er din ordrebekræftelse.",
      number: "Ordrenummer",
      invoice: "Fakturanummer",
      downloadInvoice: "Hent fakturaen (PDF)",
      product: "Vare",
      quantity: "Antal",
      price: "Pris",
      subtotal: "Subtotal",
      discount: "Rabat ({code})",
      freight: "Fragt",
      freightFree: "Gratis",
      total: "I alt",
      vat: "Heraf moms (25%)",
      deliveryHome: "Levering til din adresse",
      deliveryPickup: "Afhentning i Økoskab",
      deliveryDate: "Leveres {date}",
      payment: "Beløbet er reserveret på din konto og trækkes, når ordren er klar til afsendelse.",
      withdrawal:
        "Fortrydelsesretten gælder ikke for fødevarer, fordi de forringes hurtigt (forbrugeraftalelovens § 18, stk. 2, nr. 4). Reklamationsretten på 24 måneder gælder som altid.",
      viewOrders: "Se dine ordrer",
    },
    shipped: {
      subject: "Din ordre #{number} er på vej",
      intro: "Din ordre er pakket og sendt. Beløbet på {total} er nu trukket på dit kort.",
      pickup:
        "Den kommer i {shed}, {address}, {date}. Du får besked fra Økoskabet, når den er klar til afhentning.",
      home: "Den leveres til {address}.",
      viewOrders: "Se dine ordrer",
    },
    contact: {
      subject: "Kontaktformular: {subject} fra {name}",
      intro: "Der er kommet en ny besked via kontaktformularen på webshoppen.",
      name: "Navn",
      email: "E-mail",
      phone: "Telefon",
      notGiven: "Ikke oplyst",
      topic: "Emne",
      newsletter: "Nyhedsbrev",
      newsletterYes: "Ja (tilmeldingen bekræftes via e-mail)",
      newsletterNo: "Nej",
      message: "Besked",
      reply: "Svar afsenderen",
      replyNote:
        "Skriv dit svar til afsenderen på {email} – ikke som svar på denne e-mail, der er sendt fra webshoppen.",
      subjects: {
        produkter: "Produkter",
        opskrifter: "Opskrifter",
        samarbejde: "Samarbejde",
        andet: "Andet",
      },
    },
  },
  en: {
    greeting: "Hi {name}",
    greetingNoName: "Hi",
    signature: "Best wishes\nKrukke",
    footer: "You are receiving this e-mail because your e-mail address was used at Krukke.",
    confirm: {
      subject: "Confirm your e-mail at Krukke",
      intro: "Thank you for creating an account at Krukke. Confirm your e-mail address to be able to log in.",
      button: "Confirm e-mail",
      expiry: "The link works for 24 hours. If you did not create an account, you can ignore this e-mail.",
    },
    newsletter: {
      subject: "Confirm your subscription",
      intro:
        "Thank you for subscribing to Krukke's newsletter. Confirm that this is your e-mail address, and we will send you new dishes, seasonal recipes and good offers.",
      button: "Confirm your subscription",
      expiry:
        "The link works for 30 days. If you did not subscribe, you can ignore this e-mail: without confirmation you will not get the newsletter, and we delete the address again.",
    },
    reset: {
      subject: "Reset your password at Krukke",
      intro: "We have received a request to reset the password for your account.",
      button: "Choose a new password",
      expiry:
        "The link works for 1 hour and can only be used once. If you did not ask for it, you can ignore this e-mail.",
    },
    existing: {
      subject: "You already have an account at Krukke",
      intro:
        "Someone tried to create a new account with your e-mail address. You already have an account, so you can log in as usual.",
      login: "Log in",
      forgot: "If you have forgotten your password, you can choose a new one here:",
    },
    order: {
      subject: "Thank you for your order #{number}",
      intro: "Thank you for your order. Here is your order confirmation.",
      number: "Order number",
      invoice: "Invoice number",
      downloadInvoice: "Download the invoice (PDF)",
      product: "Item",
      quantity: "Qty",
      price: "Price",
      subtotal: "Subtotal",
      discount: "Discount ({code})",
      freight: "Delivery",
      freightFree: "Free",
      total: "Total",
      vat: "Of which VAT (25%)",
      deliveryHome: "Delivery to your address",
      deliveryPickup: "Pick-up from an Økoskab",
      deliveryDate: "Delivered {date}",
      payment: "The amount is reserved on your account and charged when the order is ready to ship.",
      withdrawal:
        "The right of withdrawal does not apply to food, as it deteriorates quickly (Danish Consumer Contracts Act, section 18(2)(4)). The 24-month right to complain applies as always.",
      viewOrders: "See your orders",
    },
    shipped: {
      subject: "Your order #{number} is on its way",
      intro: "Your order has been packed and sent. The amount of {total} has now been charged to your card.",
      pickup: "It goes to {shed}, {address}, {date}. Økoskabet will tell you when it is ready to collect.",
      home: "It will be delivered to {address}.",
      viewOrders: "See your orders",
    },
    contact: {
      subject: "Contact form: {subject} from {name}",
      intro: "A new message has arrived through the contact form in the shop.",
      name: "Name",
      email: "Email",
      phone: "Phone",
      notGiven: "Not given",
      topic: "Subject",
      newsletter: "Newsletter",
      newsletterYes: "Yes (the subscription is confirmed by e-mail)",
      newsletterNo: "No",
      message: "Message",
      reply: "Reply to the sender",
      replyNote:
        "Write your answer to the sender at {email}, not as a reply to this e-mail, which was sent by the shop.",
      subjects: { produkter: "Products", opskrifter: "Recipes", samarbejde: "Partnership", andet: "Other" },
    },
  },
} satisfies Record<Language, unknown>;

export type EmailTexts = (typeof emailTexts)["da"];
