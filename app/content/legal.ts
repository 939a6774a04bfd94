/**
 * The privacy policy and the terms, in Danish and English. Figures (retention periods,
 * withdrawal and complaint periods, VAT) are docs/product.md's ("Static and legal pages"); company details come
 * from the shop module. Have a lawyer review these texts before launch.
 */
import type { Language } from "~/i18n/languages";
import { CART_LINE_DAYS, FREE_FREIGHT_FROM, FREIGHT } from "~/lib/cart";
import { formatPrice } from "~/lib/money";
import { shop } from "~/lib/shop";
import { MIN_JARS, NOTICE_DAYS, REMINDER_DAYS } from "~/lib/subscriptions";

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** A paragraph after the list. */
  after?: string;
};

export type LegalDocument = {
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
};

const address = `${shop.address.street}, ${shop.address.postalCode} ${shop.address.city}`;

export const privacyPolicy: Record<Language, LegalDocument> = {
  da: {
    updated: "2026-11-28",
    intro: `Hos ${shop.name} passer vi på dine personoplysninger. Her kan du læse, hvilke oplysninger vi behandler, hvorfor vi gør det, hvor længe vi gemmer dem, og hvilke rettigheder du har.`,
    sections: [
      {
        id: "dataansvarlig",
        heading: "1. Dataansvarlig",
        paragraphs: [
          `${shop.legalName}, ${address}, CVR-nr. ${shop.cvr}, er dataansvarlig for behandlingen af de personoplysninger, vi modtager om dig.`,
          `Du kan altid kontakte os på ${shop.email} eller ${shop.phone}.`,
        ],
      },
      {
        id: "oplysninger",
        heading: "2. Hvilke oplysninger vi indsamler",
        paragraphs: ["Vi behandler kun de oplysninger, der er nødvendige for at betjene dig:"],
        items: [
          "Kontaktoplysninger: navn, e-mailadresse, telefonnummer og adresse.",
          "Kontooplysninger: dit login, din kundetype og eventuelle aftalte rabatter.",
          "Købsoplysninger: ordrer, varer, beløb, leveringsmåde og valgt Økoskab.",
          "Betalingsoplysninger: betalingens status og reference. Kortoplysninger håndteres alene af vores betalingsudbyder og kommer aldrig til os.",
          "Henvendelser: det, du skriver til os via kontaktformularen.",
          "Tekniske oplysninger: cookies og oplysninger om din browser, jf. afsnittet om cookies.",
        ],
      },
      {
        id: "formaal",
        heading: "3. Formål",
        paragraphs: ["Vi bruger oplysningerne til at:"],
        items: [
          "behandle og levere dine bestillinger og sende ordrebekræftelser,",
          "administrere din konto og din indkøbskurv,",
          "besvare dine henvendelser,",
          "sende nyhedsbrev, hvis du har tilmeldt dig og bekræftet tilmeldingen via linket i vores e-mail,",
          "overholde bogføringsloven og andre lovkrav,",
          "forbedre vores webshop, hvis du har givet samtykke til statistik-cookies.",
        ],
      },
      {
        id: "retsgrundlag",
        heading: "4. Retsgrundlag",
        paragraphs: [
          "Vi behandler oplysninger for at opfylde vores aftale med dig, når du handler eller opretter en konto (databeskyttelsesforordningens artikel 6, stk. 1, litra b).",
          "Vi behandler oplysninger for at overholde en retlig forpligtelse, fx bogføringsloven (artikel 6, stk. 1, litra c).",
          "Nyhedsbrev og ikke-nødvendige cookies sker på grundlag af dit samtykke (artikel 6, stk. 1, litra a), som du til enhver tid kan trække tilbage.",
          "Besvarelse af henvendelser og sikring af webshoppen sker på grundlag af vores legitime interesse (artikel 6, stk. 1, litra f).",
        ],
      },
      {
        id: "opbevaring",
        heading: "5. Hvor længe vi gemmer oplysningerne",
        paragraphs: ["Vi sletter oplysningerne, når vi ikke længere har brug for dem:"],
        items: [
          "Regnskabsoplysninger (ordrer, betalinger, fakturaer og kreditnotaer) gemmes i 5 år fra udgangen af det regnskabsår, de vedrører, som bogføringsloven kræver.",
          "E-mails, vi sender dig, gemmes med adresse og indhold i 30 dage, så vi kan hjælpe, hvis en e-mail ikke kom frem. Derefter gemmer vi kun, hvilken slags e-mail det var, emnelinjen, hvornår den blev sendt og en envejskode (hash) af adressen. Et link til at bekræfte din e-mail, nulstille din adgangskode eller bekræfte nyhedsbrevet gemmer vi slet ikke, når e-mailen er sendt.",
          "Kundeoplysninger gemmes i 3 år efter dit seneste køb eller din seneste aktivitet på kontoen.",
          "Tilmelding til nyhedsbrevet gemmes, indtil du trækker dit samtykke tilbage, sammen med tidspunktet for din bekræftelse som bevis for samtykket. En tilmelding, der ikke bliver bekræftet, slettes efter 30 dage.",
          `Indkøbskurven slettes efter ${CART_LINE_DAYS} dage, eller når du afgiver din ordre.`,
        ],
        after:
          "Sletter du din konto, sletter vi din profil og dit login, din kurv, dine cookievalg, din tilmelding til nyhedsbrevet, dine beskeder fra kontaktformularen og de e-mails, vi har sendt dig, og vi fjerner dit navn, din e-mail, dit telefonnummer og din adresse fra dine ordrer, abonnementer og vores log. Ordrerne beholdes uden disse oplysninger (beløb, datoer, postnummer og by) i den lovpligtige periode. Fakturaer og kreditnotaer beholdes i 5 år, som de blev udstedt, med det navn og den adresse, de blev udstedt til, fordi bogføringsloven kræver det.",
      },
      {
        id: "databehandlere",
        heading: "6. Databehandlere og modtagere",
        paragraphs: [
          "Vi deler kun oplysninger med samarbejdspartnere, der hjælper os med at drive webshoppen, og kun det, de skal bruge:",
        ],
        items: [
          "QuickPay, der behandler betalinger med kort og MobilePay.",
          "Økoskabet, der leverer dine varer til det valgte skab eller til din dør.",
          "Ved en sæsonmenu (fx nytårsmenuen) med afhentning hos en partner: partneren, der udleverer menuen, får en afhentningsliste med dit navn, telefonnummer, antal kuverter og ordrenummer for sin afhentningsdag, og kun det.",
          "Vores hosting- og e-mailudbydere inden for EU.",
        ],
        after:
          "Vi har databehandleraftaler med alle databehandlere. Vi overfører ikke oplysninger til lande uden for EU/EØS.",
      },
      {
        id: "cookies",
        heading: "7. Cookies",
        paragraphs: [
          "Vi bruger nødvendige cookies, der får webshoppen til at fungere, fx til login, indkøbskurv og dit valg af sprog. De kræver ikke samtykke.",
          "Statistik- og marketingcookies bruger vi kun, hvis du har sagt ja til dem. Du kan altid ændre eller trække dit samtykke tilbage via knappen Cookieindstillinger nederst på siden. Det er lige så let at sige nej som ja.",
        ],
      },
      {
        id: "rettigheder",
        heading: "8. Dine rettigheder",
        paragraphs: ["Du har ret til at:"],
        items: [
          "få indsigt i de oplysninger, vi behandler om dig,",
          "få forkerte oplysninger rettet,",
          "få dine oplysninger slettet,",
          "få begrænset behandlingen,",
          "få udleveret dine oplysninger i et almindeligt, maskinlæsbart format (dataportabilitet),",
          "gøre indsigelse mod behandlingen,",
          "trække et samtykke tilbage, uden at det påvirker behandlingen før tilbagetrækningen.",
        ],
        after:
          "Som kunde kan du selv hente dine oplysninger og slette din konto under Min profil. Du kan også skrive til os.",
      },
      {
        id: "klage",
        heading: "9. Klage",
        paragraphs: [
          "Er du utilfreds med vores behandling af dine oplysninger, kan du klage til Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, www.datatilsynet.dk. Vi vil dog gerne have mulighed for at rette op på det først, så skriv gerne til os.",
        ],
      },
      {
        id: "kontakt",
        heading: "10. Kontakt",
        paragraphs: [
          `Har du spørgsmål til vores behandling af personoplysninger, er du velkommen til at kontakte ${shop.legalName} på ${shop.email}, ${shop.phone}, eller med post til ${address}.`,
        ],
      },
    ],
  },
  en: {
    updated: "2026-11-28",
    intro: `At ${shop.name} we take care of your personal data. Here you can read which data we process, why we do it, how long we keep it and which rights you have.`,
    sections: [
      {
        id: "dataansvarlig",
        heading: "1. Data controller",
        paragraphs: [
          `${shop.legalName}, ${address}, Denmark, CVR no. ${shop.cvr}, is the data controller for the personal data we receive about you.`,
          `You can always contact us at ${shop.email} or ${shop.phone}.`,
        ],
      },
      {
        id: "oplysninger",
        heading: "2. Data we collect",
        paragraphs: ["We only process the data we need to serve you:"],
        items: [
          "Contact details: name, email address, phone number and address.",
          "Account details: your login, your customer type and any agreed discounts.",
          "Purchase details: orders, items, amounts, delivery method and chosen Økoskab locker.",
          "Payment details: the status and reference of the payment. Card details are handled only by our payment provider and never reach us.",
          "Enquiries: what you write to us through the contact form.",
          "Technical details: cookies and information about your browser, see the section on cookies.",
        ],
      },
      {
        id: "formaal",
        heading: "3. Purposes",
        paragraphs: ["We use the data to:"],
        items: [
          "process and deliver your orders and send order confirmations,",
          "manage your account and your shopping cart,",
          "answer your enquiries,",
          "send the newsletter if you have subscribed and confirmed the subscription through the link in our e-mail,",
          "comply with the Danish Bookkeeping Act and other legal requirements,",
          "improve our shop if you have consented to statistics cookies.",
        ],
      },
      {
        id: "retsgrundlag",
        heading: "4. Legal bases",
        paragraphs: [
          "We process data to fulfil our agreement with you when you buy or create an account (GDPR article 6(1)(b)).",
          "We process data to comply with a legal obligation, such as the Bookkeeping Act (article 6(1)(c)).",
          "The newsletter and non-essential cookies rely on your consent (article 6(1)(a)), which you can withdraw at any time.",
          "Answering enquiries and keeping the shop secure rely on our legitimate interest (article 6(1)(f)).",
        ],
      },
      {
        id: "opbevaring",
        heading: "5. How long we keep data",
        paragraphs: ["We delete data when we no longer need it:"],
        items: [
          "Accounting data (orders, payments, invoices and credit notes) is kept for 5 years from the end of the financial year it concerns, as the Bookkeeping Act requires.",
          "E-mails we send you are kept with their address and content for 30 days, so that we can help if one did not arrive. After that we keep only what kind of e-mail it was, its subject, when it was sent and a one-way code (hash) of the address. A link to confirm your e-mail, reset your password or confirm the newsletter is not kept at all once the e-mail has been sent.",
          "Customer data is kept for 3 years after your last purchase or your last activity on the account.",
          "Newsletter subscriptions are kept until you withdraw your consent, together with the time you confirmed as proof of that consent. A subscription that is not confirmed is deleted after 30 days.",
          `The shopping cart is deleted after ${CART_LINE_DAYS} days or when you place your order.`,
        ],
        after:
          "If you delete your account, we delete your profile and sign-in, your cart, your cookie choices, your newsletter subscription, your messages from the contact form and the e-mails we sent you, and we remove your name, e-mail, phone number and address from your orders, subscriptions and our log. The orders are kept without them (amounts, dates, postal code and city) for the statutory period. Invoices and credit notes are kept for 5 years as they were issued, with the name and address they were issued to, because the Bookkeeping Act requires it.",
      },
      {
        id: "databehandlere",
        heading: "6. Processors and recipients",
        paragraphs: ["We only share data with partners who help us run the shop, and only what they need:"],
        items: [
          "QuickPay, which processes card and MobilePay payments.",
          "Økoskabet, which delivers your goods to the chosen locker or to your door.",
          "For a season menu (such as the New Year menu) picked up at a partner: the partner handing out the menu gets a pickup list with your name, phone number, number of covers and order number for their pickup day, and nothing more.",
          "Our hosting and email providers within the EU.",
        ],
        after:
          "We have data processing agreements with all processors. We do not transfer data to countries outside the EU/EEA.",
      },
      {
        id: "cookies",
        heading: "7. Cookies",
        paragraphs: [
          "We use necessary cookies that make the shop work, for example for login, the shopping cart and your choice of language. They do not require consent.",
          "We only use statistics and marketing cookies if you have accepted them. You can change or withdraw your consent at any time with the Cookie settings button at the bottom of the page. Saying no is as easy as saying yes.",
        ],
      },
      {
        id: "rettigheder",
        heading: "8. Your rights",
        paragraphs: ["You have the right to:"],
        items: [
          "access the data we process about you,",
          "have incorrect data corrected,",
          "have your data erased,",
          "have the processing restricted,",
          "receive your data in a common, machine-readable format (data portability),",
          "object to the processing,",
          "withdraw a consent without affecting the processing before the withdrawal.",
        ],
        after:
          "As a customer you can download your data and delete your account yourself under My profile. You can also write to us.",
      },
      {
        id: "klage",
        heading: "9. Complaints",
        paragraphs: [
          "If you are unhappy with how we process your data, you can complain to the Danish Data Protection Agency (Datatilsynet), Carl Jacobsens Vej 35, 2500 Valby, Denmark, www.datatilsynet.dk. We would like the chance to put things right first, so please write to us.",
        ],
      },
      {
        id: "kontakt",
        heading: "10. Contact",
        paragraphs: [
          `If you have questions about how we process personal data, please contact ${shop.legalName} at ${shop.email}, ${shop.phone}, or by post at ${address}, Denmark.`,
        ],
      },
    ],
  },
};

export const termsAndConditions: Record<Language, LegalDocument> = {
  da: {
    updated: "2026-11-28",
    intro: `Disse handelsbetingelser gælder for alle køb hos ${shop.legalName} på denne webshop. Læs dem, før du bestiller.`,
    sections: [
      {
        id: "virksomhed",
        heading: "1. Virksomheden",
        paragraphs: [
          `${shop.legalName}, ${address}, CVR-nr. ${shop.cvr}. E-mail ${shop.email}, telefon ${shop.phone}.`,
        ],
      },
      {
        id: "aftale",
        heading: "2. Aftalen",
        paragraphs: [
          "Når du har gennemført betalingen, sender vi en ordrebekræftelse på e-mail. Aftalen er bindende, når du har modtaget ordrebekræftelsen.",
          "Du skal have en konto og være logget ind for at bestille.",
        ],
      },
      {
        id: "priser",
        heading: "3. Priser",
        paragraphs: [
          "Alle priser er i danske kroner (DKK) inklusive 25% moms.",
          `Levering koster ${formatPrice(FREIGHT, "da")}. Ordrer, hvor varerne tilsammen koster ${formatPrice(FREE_FREIGHT_FROM, "da")} eller mere, leveres fragtfrit. Den samlede pris inklusive levering står tydeligt, før du betaler.`,
        ],
      },
      {
        id: "betaling",
        heading: "4. Betaling",
        paragraphs: [
          "Du kan betale med betalingskort (Dankort, Visa, Mastercard), MobilePay og de øvrige metoder, vores betalingsudbyder QuickPay tilbyder. Betalingen sker krypteret hos QuickPay, der er PCI DSS-certificeret.",
          "Beløbet reserveres på din konto, når du bestiller, og trækkes først, når ordren er klar til afsendelse. Nytårsmenuen er en undtagelse: her trækkes beløbet ved bestilling.",
        ],
      },
      {
        id: "levering",
        heading: "5. Levering",
        paragraphs: [
          "Vi leverer {{deliveryDays}}. Du kan vælge at hente varerne i et Økoskab (køleskab til afhentning) eller få dem leveret med kølet kurér til din adresse.",
          "Du vælger leveringsdag ved bestillingen. Vi giver besked på e-mail, når varerne er leveret.",
        ],
      },
      {
        id: "fortrydelsesret",
        heading: "6. Fortrydelsesret",
        paragraphs: [
          "Ved køb på nettet har du normalt 14 dages fortrydelsesret.",
          "Fortrydelsesretten gælder dog ikke for fødevarer og andre varer, der forringes eller forældes hurtigt (forbrugeraftalelovens § 18, stk. 2, nr. 4). Vores supper og retter er friske fødevarer, og derfor er der ikke fortrydelsesret på dem.",
        ],
      },
      {
        id: "reklamation",
        heading: "7. Reklamation",
        paragraphs: [
          "Du har 24 måneders reklamationsret efter købeloven. Det betyder, at du kan få en mangelfuld vare repareret, ombyttet, få pengene tilbage eller afslag i prisen, afhængigt af situationen.",
          "Du skal reklamere inden for rimelig tid, efter du har opdaget manglen. Reklamerer du inden for 2 måneder, er det altid rettidigt. Kontakt os med dit ordrenummer og gerne et billede af varen.",
        ],
      },
      {
        id: "abonnement",
        heading: "8. Abonnement",
        paragraphs: [
          `Med Fast levering får du de samme krukker (mindst ${MIN_JARS} pr. levering) hver uge eller hver anden uge, leveret til døren eller i et Økoskab. Abonnementet løber, til du opsiger det.`,
          "Prisen for en levering er dagens priser på de valgte krukker på det tidspunkt, leveringen bestilles, fratrukket den abonnementsrabat, der gælder da, plus fragt efter de samme regler som for andre ordrer. Prisen pr. levering vises, før du starter abonnementet.",
          "Du godkender dit kort eller MobilePay én gang. Hver levering bliver en almindelig ordre 24 timer før leveringens bestillingsfrist; beløbet reserveres da og trækkes først, når ordren sendes. Afvises betalingen, får du en e-mail med et link til at betale leveringen inden bestillingsfristen, ellers springes leveringen over uden beregning. To afviste betalinger i træk sætter abonnementet på pause.",
          `Du kan springe en levering over, holde pause, skifte krukker, antal, hyppighed, leveringsdag og leveringssted og opsige abonnementet på Min profil › Fast levering med ${NOTICE_DAYS} dages varsel: ændringer gælder leveringer mere end ${NOTICE_DAYS} dage ude, og leveringer inden for ${NOTICE_DAYS} dage er fastlagt og leveres og betales som aftalt. Opsigelse er én knap og en bekræftelse. Du får en e-mail ved hver ændring og en påmindelse ${REMINDER_DAYS} dage før hver levering.`,
          "Kan en krukke ikke leveres, tages den ud af leveringen, og du får besked; du betaler kun for det, der leveres. Sletter du din konto, opsiges dine abonnementer først.",
        ],
      },
      {
        id: "nytaarsmenu",
        heading: "9. Nytårsmenu",
        paragraphs: [
          "Bestilling af nytårsmenuen er bindende, og menuen kan ikke ændres eller afbestilles efter bestilling. Beløbet trækkes ved bestilling.",
          "Det gælder alle vores sæsonmenuer (fx nytårsmenuen): Du vælger antal kuverter, afhentningssted og -dag og bekræfter med et flueben, at bestillingen er bindende og betales nu. Den samlede pris inklusive moms står over knappen Bestil og betal. Beløbet trækkes, så snart betalingen er godkendt, og du får en ordrebekræftelse og en faktura.",
          "Menuen laves til dig til den valgte dag, og der er derfor ikke fortrydelsesret (forbrugeraftalelovens § 18, stk. 2, nr. 3 og 4). Du kan ikke selv ændre eller afbestille bestillingen.",
          "To dage før afhentning får du en e-mail med stedet, åbningstiderne, dit ordrenummer og opvarmningsvejledningen. Ved afhentning i et Økoskab får du også besked fra Økoskabet, når menuen er klar.",
          "Må vi aflyse (fx ved sygdom, force majeure eller hvis en råvare ikke kan skaffes), giver vi dig besked hurtigst muligt, betaler hele beløbet tilbage til dit kort og sender en kreditnota. Du har ikke krav på andet end beløbet tilbage.",
        ],
      },
      {
        id: "klage",
        heading: "10. Klagemuligheder",
        paragraphs: [
          `Har du en klage, så kontakt os først på ${shop.email}. Kan vi ikke finde en løsning sammen, kan du klage til:`,
        ],
        items: [
          "Nævnenes Hus, Toldboden 2, 8800 Viborg, www.naevneneshus.dk (Forbrugerklagenævnet).",
          "Bor du i et andet EU-land, kan Forbruger Europa, www.forbrugereuropa.dk, hjælpe dig videre.",
        ],
      },
      {
        id: "lovvalg",
        heading: "11. Lovvalg",
        paragraphs: ["Dansk ret gælder for alle køb hos os."],
      },
    ],
  },
  en: {
    updated: "2026-11-28",
    intro: `These terms and conditions apply to every purchase from ${shop.legalName} in this shop. Please read them before you order.`,
    sections: [
      {
        id: "virksomhed",
        heading: "1. The company",
        paragraphs: [
          `${shop.legalName}, ${address}, Denmark, CVR no. ${shop.cvr}. Email ${shop.email}, phone ${shop.phone}.`,
        ],
      },
      {
        id: "aftale",
        heading: "2. The agreement",
        paragraphs: [
          "Once you have completed the payment, we send an order confirmation by email. The agreement is binding when you have received the order confirmation.",
          "You need an account and must be logged in to order.",
        ],
      },
      {
        id: "priser",
        heading: "3. Prices",
        paragraphs: [
          "All prices are in Danish kroner (DKK) including 25% VAT.",
          `Delivery costs ${formatPrice(FREIGHT, "en")}. Orders where the goods together cost ${formatPrice(FREE_FREIGHT_FROM, "en")} or more are delivered free. The total price including delivery is shown clearly before you pay.`,
        ],
      },
      {
        id: "betaling",
        heading: "4. Payment",
        paragraphs: [
          "You can pay by card (Dankort, Visa, Mastercard), MobilePay and the other methods our payment provider QuickPay offers. Payment is encrypted and handled by QuickPay, which is PCI DSS certified.",
          "The amount is reserved on your account when you order and only charged when the order is ready to ship. The New Year menu is an exception: its amount is charged when you order.",
        ],
      },
      {
        id: "levering",
        heading: "5. Delivery",
        paragraphs: [
          "We deliver on {{deliveryDays}}. You can pick up the goods from an Økoskab (a refrigerated pick-up locker) or have them delivered by chilled courier to your address.",
          "You choose the delivery day when you order. We let you know by email when the goods have been delivered.",
        ],
      },
      {
        id: "fortrydelsesret",
        heading: "6. Right of withdrawal",
        paragraphs: [
          "When you buy online you normally have a 14-day right of withdrawal.",
          "The right of withdrawal does not apply to food and other goods that deteriorate or expire rapidly (Danish Consumer Contracts Act, section 18(2)(4)). Our soups and meals are fresh food, so there is no right of withdrawal on them.",
        ],
      },
      {
        id: "reklamation",
        heading: "7. Complaints about goods",
        paragraphs: [
          "You have a 24-month right to complain about faulty goods under the Danish Sale of Goods Act. Depending on the situation, you can have a faulty item replaced, get your money back or get a price reduction.",
          "You must complain within a reasonable time after discovering the fault. A complaint within 2 months is always in time. Contact us with your order number and, if you can, a photo of the item.",
        ],
      },
      {
        id: "abonnement",
        heading: "8. Subscriptions",
        paragraphs: [
          `With a subscription (Fast levering) you get the same jars (at least ${MIN_JARS} per delivery) every week or every second week, delivered to your door or to an Økoskab locker. The subscription runs until you cancel it.`,
          "The price of a delivery is the day's prices of the chosen jars when the delivery is ordered, less the subscription discount in force then, plus freight by the same rules as other orders. The price per delivery is shown before you start the subscription.",
          "You authorize your card or MobilePay once. Each delivery becomes an ordinary order 24 hours before the delivery's cutoff; the amount is reserved then and only charged when the order is sent. If the payment is declined, you get an e-mail with a link to pay for the delivery before the cutoff; otherwise the delivery is skipped at no charge. Two declined payments in a row pause the subscription.",
          `You can skip a delivery, pause, change jars, quantities, frequency, delivery day and place, and cancel the subscription under My profile › Subscription with ${NOTICE_DAYS} days' notice: changes apply to deliveries more than ${NOTICE_DAYS} days away, and deliveries within ${NOTICE_DAYS} days are fixed and are delivered and paid as agreed. Cancelling is one button and a confirmation. You get an e-mail for every change and a reminder ${REMINDER_DAYS} days before each delivery.`,
          "If a jar cannot be delivered, it is left out of the delivery and you are told; you only pay for what is delivered. If you delete your account, your subscriptions are cancelled first.",
        ],
      },
      {
        id: "nytaarsmenu",
        heading: "9. New Year menu",
        paragraphs: [
          "An order for the New Year menu is binding, and the menu cannot be changed or cancelled after ordering. The amount is charged when you order.",
          "This applies to all our season menus (such as the New Year menu): you choose the number of covers, the pickup place and day, and confirm with a tick that the order is binding and paid now. The total price including VAT is shown above the Order and pay button. The amount is charged as soon as the payment is approved, and you get an order confirmation and an invoice.",
          "The menu is made for you for the chosen day, so there is no right of withdrawal (Danish Consumer Contracts Act, section 18(2)(3) and (4)). You cannot change or cancel the order yourself.",
          "Two days before pickup you get an e-mail with the place, its opening hours, your order number and the heating instructions. If you pick up from an Økoskab, Økoskabet also tells you when the menu is ready.",
          "Should we have to cancel (for example through illness, force majeure or an ingredient we cannot get), we tell you as soon as possible, refund the whole amount to your card and send a credit note. You are not entitled to more than the amount back.",
        ],
      },
      {
        id: "klage",
        heading: "10. Where to complain",
        paragraphs: [
          `If you have a complaint, please contact us first at ${shop.email}. If we cannot find a solution together, you can complain to:`,
        ],
        items: [
          "Nævnenes Hus (the Danish Consumer Complaints Board), Toldboden 2, 8800 Viborg, Denmark, www.naevneneshus.dk.",
          "If you live in another EU country, the European Consumer Centre Denmark (Forbruger Europa), www.forbrugereuropa.dk, can help you further.",
        ],
      },
      {
        id: "lovvalg",
        heading: "11. Governing law",
        paragraphs: ["Danish law applies to every purchase from us."],
      },
    ],
  },
};
