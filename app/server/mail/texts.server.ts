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
    signInLink: {
      subject: "Dit login-link til Krukke",
      intro: "Du bad om at logge ind hos Krukke med et link i stedet for din adgangskode.",
      button: "Log ind",
      expiry:
        "Linket virker i 15 minutter og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail: ingen kan logge ind uden linket.",
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
      paymentLater:
        "Dit kort er gemt hos QuickPay. Vi reserverer beløbet {date} og trækker det, når ordren er klar til afsendelse.",
      withdrawal:
        "Fortrydelsesretten gælder ikke for fødevarer, fordi de forringes hurtigt (forbrugeraftalelovens § 18, stk. 2, nr. 4). Reklamationsretten på 24 måneder gælder som altid.",
      viewOrders: "Se dine ordrer",
      contains: "Indeholder: {list}",
      noAllergens: "Indeholder ingen af de 14 allergener",
      particulars: "Varedeklaration",
      ingredients: "Ingredienser",
      organicNote: "Økologisk",
      traces: "Kan indeholde spor af: {list}",
      netQuantity: "Nettoindhold: {quantity}",
      storage: "Opbevaring: {storage}",
      afterOpening: "Holdbar {days} efter åbning",
      useBy: "Holdbar til og med {date}",
      useByFromDelivery: "Holdbar i {days} fra levering",
      day: "{count} dag",
      days: "{count} dage",
      producer: "Producent: {producer}",
    },
    payOrder: {
      declined: {
        subject: "Betalingen for din ordre #{number} blev afvist",
        intro:
          "Vi kunne ikke reservere {total} på dit kort til din levering {date}. Betal senest {deadline}, ellers annullerer vi ordren.",
      },
      lapsed: {
        subject: "Betal din ordre #{number} igen",
        intro:
          "Reservationen af {total} på dit kort er udløbet, før vi kunne sende din ordre. Betal igen, så sender vi den.",
      },
      button: "Betal ordren",
    },
    shipped: {
      subject: "Din ordre #{number} er på vej",
      intro: "Din ordre er pakket og sendt. Beløbet på {total} er nu trukket på dit kort.",
      pickup:
        "Den kommer i {shed}, {address}, {date}. Du får besked fra Økoskabet, når den er klar til afhentning.",
      home: "Den leveres til {address}.",
      viewOrders: "Se dine ordrer",
      lotsTitle: "Partier og holdbarhed",
      lotLine: "{product}: parti {lot}, anvendes senest {date} ({count} stk.)",
      noLot: "{product}: parti ikke registreret",
    },
    recall: {
      subject: "Tilbagekaldelse: {product}",
      shipped:
        "Vi tilbagekalder {product} med lotnummer {lots}. Med din ordre #{number} fik du {jars} af disse krukker.",
      maybe:
        "Vi tilbagekalder {product} med lotnummer {lots}. Din ordre #{number} fra {date} indeholdt {product}, og da den blev pakket, før vi noterede lotnumre, kan krukkerne være fra de berørte partier.",
      lots: "Lotnummer {lot}, anvendes senest {date}.",
      reason: "Årsag: {reason}",
      advice: "Hvad skal du gøre?",
      refund:
        "Du får pengene for krukkerne tilbage ({amount}): svar på denne e-mail med dit ordrenummer, så refunderer vi beløbet til dit kort.",
      removed:
        "Din ordre #{number} er ikke sendt endnu. Vi har taget {jars} krukker {product} ud af den, fordi vi ikke har andre partier, og refunderer {amount}. Du får en kreditnota. Resten af ordren kommer som planlagt.",
      cancelled:
        "Din ordre #{number} er ikke sendt endnu. Vi har annulleret den, fordi den ikke kan leveres uden de berørte krukker, og du får hele beløbet, {amount}, tilbage. Du får en kreditnota.",
      notice: "Læs mere om tilbagekaldelsen",
    },
    pickup: {
      subject: "Din {menu} kan hentes {date} – ordre #{number}",
      intro: "Om to dage kan du hente din {menu}, {covers} kuverter. Husk dit ordrenummer: #{number}.",
      place: "Sted: {place}, {address}.",
      hours: "Åbent {date} kl. {opens}–{closes}.",
      locker:
        "Den kommer i {shed}, {address}, {date}. Du får besked fra Økoskabet, når den er klar til afhentning.",
      heating: "Sådan varmer du maden",
      viewOrders: "Se din ordre",
    },
    subscription: {
      manage: "Se og ret din faste levering",
      contents: "Indhold: {lines}",
      where: "Levering: {where}",
      started: {
        subject: "Din faste levering er startet",
        intro:
          "Tak! Din faste levering kører nu {frequency}, til du opsiger den. Første levering er {date}, og hver levering koster {price}.",
        notice:
          "Du kan springe over, holde pause, ændre eller opsige med 5 dages varsel på din profil. Leveringer mindre end 5 dage ude er fastlagt.",
      },
      changed: {
        subject: "Din faste levering er ændret",
        intro: "Vi har registreret din ændring: {change}.",
        from: "Ændringen gælder leveringer fra {date}. Leveringer før er fastlagt.",
      },
      cancelled: {
        subject: "Din faste levering er opsagt",
        intro: "Din faste levering er opsagt. Der kommer ikke flere leveringer efter {date}.",
        fixed: "Leveringer, der allerede er fastlagt, kommer som aftalt: {dates}.",
        none: "Der er ingen fastlagte leveringer tilbage.",
      },
      reminder: {
        subject: "Din faste levering {date}",
        intro:
          "Om en uge, {date}, kommer din faste levering. Du kan ændre den eller springe den over til og med {deadline}.",
      },
      declined: {
        subject: "Betalingen for din levering {date} blev afvist",
        intro:
          "Vi kunne ikke trække {price} for din faste levering {date}. Betal leveringen inden {deadline}, ellers springer vi den over.",
        pay: "Betal leveringen",
      },
      paused: {
        subject: "Din faste levering er sat på pause",
        intro:
          "To betalinger i træk er blevet afvist, så vi har sat din faste levering på pause. Start den igen på din profil, når dit kort er i orden.",
      },
      leftOut: {
        subject: "En krukke i din faste levering kan ikke leveres",
        intro:
          "{titles} kan ikke leveres {date} og er taget ud af leveringen. Du kan vælge noget andet til de næste leveringer på din profil.",
      },
      tooFewJars: {
        subject: "Din faste levering {date} er sprunget over",
        intro:
          "Kun {jars} af krukkerne i din faste levering {date} kan leveres, og en levering har mindst {min} krukker. Derfor har vi sprunget leveringen over, og du betaler ikke for den.",
        leftOut: "Disse krukker kan ikke leveres: {titles}.",
        next: "Vælg andre krukker på din profil, så dine næste leveringer kommer som planlagt.",
      },
      skippedFull: {
        subject: "Din faste levering {date} er sprunget over",
        intro:
          "Køkkenet er fuldt booket {date}, så vi har sprunget den levering over. Du betaler ikke for den.",
      },
      priceRise: {
        subject: "Nye priser i din faste levering",
        intro:
          "Prisen stiger på {rises}. De nye priser gælder fra leveringen {date}. Leveringer før den får du til den pris, du kendte.",
        cancel:
          "Vil du ikke fortsætte til den nye pris, kan du ændre eller opsige din faste levering på din profil til og med {deadline}.",
      },
      changes: {
        skip: "levering {date} springes over",
        unskip: "levering {date} kommer alligevel",
        pause: "pause til {date}",
        pauseOpen: "pause, til du starter igen",
        resume: "leveringerne starter igen",
        items: "nyt indhold: {lines}",
        frequency: "levering {frequency}",
        weekday: "levering om {weekday}en",
        delivery: "levering: {where}",
      },
      every1: "hver uge",
      every2: "hver anden uge",
      home: "til døren, {address}",
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
    signInLink: {
      subject: "Your sign-in link for Krukke",
      intro: "You asked to sign in to Krukke with a link instead of your password.",
      button: "Sign in",
      expiry:
        "The link works for 15 minutes and can only be used once. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.",
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
      paymentLater:
        "Your card is saved with QuickPay. We reserve the amount on {date} and charge it when the order is ready to ship.",
      withdrawal:
        "The right of withdrawal does not apply to food, as it deteriorates quickly (Danish Consumer Contracts Act, section 18(2)(4)). The 24-month right to complain applies as always.",
      viewOrders: "See your orders",
      contains: "Contains: {list}",
      noAllergens: "Contains none of the 14 allergens",
      particulars: "Product information",
      ingredients: "Ingredients",
      organicNote: "Organic",
      traces: "May contain traces of: {list}",
      netQuantity: "Net quantity: {quantity}",
      storage: "Storage: {storage}",
      afterOpening: "Keeps {days} after opening",
      useBy: "Use by: {date}",
      useByFromDelivery: "Keeps for {days} from delivery",
      day: "{count} day",
      days: "{count} days",
      producer: "Producer: {producer}",
    },
    payOrder: {
      declined: {
        subject: "The payment for your order #{number} was declined",
        intro:
          "We could not reserve {total} on your card for your delivery on {date}. Pay by {deadline}, or we cancel the order.",
      },
      lapsed: {
        subject: "Please pay for your order #{number} again",
        intro:
          "The reservation of {total} on your card expired before we could send your order. Pay again and we will send it.",
      },
      button: "Pay for the order",
    },
    shipped: {
      subject: "Your order #{number} is on its way",
      intro: "Your order has been packed and sent. The amount of {total} has now been charged to your card.",
      pickup: "It goes to {shed}, {address}, {date}. Økoskabet will tell you when it is ready to collect.",
      home: "It will be delivered to {address}.",
      viewOrders: "See your orders",
      lotsTitle: "Lots and use-by dates",
      lotLine: "{product}: lot {lot}, use by {date} ({count} pcs)",
      noLot: "{product}: lot not recorded",
    },
    recall: {
      subject: "Recall: {product}",
      shipped:
        "We are recalling {product} with lot number {lots}. With your order #{number} you received {jars} of these jars.",
      maybe:
        "We are recalling {product} with lot number {lots}. Your order #{number} of {date} contained {product}, and as it was packed before we recorded lot numbers, its jars may be from the affected lots.",
      lots: "Lot number {lot}, use by {date}.",
      reason: "Reason: {reason}",
      advice: "What should you do?",
      refund:
        "You get your money back for the jars ({amount}): reply to this e-mail with your order number and we will refund it to your card.",
      removed:
        "Your order #{number} has not been sent yet. We have taken {jars} jars of {product} out of it, as we have no other lots, and are refunding {amount}. You will receive a credit note. The rest of your order comes as planned.",
      cancelled:
        "Your order #{number} has not been sent yet. We have cancelled it, as it cannot be delivered without the affected jars, and you get the whole amount, {amount}, back. You will receive a credit note.",
      notice: "Read more about the recall",
    },
    pickup: {
      subject: "Your {menu} can be collected {date} – order #{number}",
      intro:
        "In two days you can collect your {menu}, {covers} covers. Remember your order number: #{number}.",
      place: "Where: {place}, {address}.",
      hours: "Open {date}, {opens}–{closes}.",
      locker: "It goes to {shed}, {address}, {date}. Økoskabet will tell you when it is ready to collect.",
      heating: "How to heat the food",
      viewOrders: "See your order",
    },
    subscription: {
      manage: "See and change your subscription",
      contents: "Contents: {lines}",
      where: "Delivery: {where}",
      started: {
        subject: "Your subscription has started",
        intro:
          "Thank you! Your subscription now runs {frequency} until you cancel it. The first delivery is on {date}, and each delivery costs {price}.",
        notice:
          "You can skip, pause, change or cancel with 5 days' notice in your profile. Deliveries less than 5 days away are fixed.",
      },
      changed: {
        subject: "Your subscription has changed",
        intro: "We have noted your change: {change}.",
        from: "The change applies to deliveries from {date}. Deliveries before then are fixed.",
      },
      cancelled: {
        subject: "Your subscription is cancelled",
        intro: "Your subscription is cancelled. No deliveries will come after {date}.",
        fixed: "Deliveries already fixed come as agreed: {dates}.",
        none: "No fixed deliveries remain.",
      },
      reminder: {
        subject: "Your subscription delivery on {date}",
        intro:
          "In a week, on {date}, your subscription delivery comes. You can change or skip it until {deadline}.",
      },
      declined: {
        subject: "The payment for your delivery on {date} was declined",
        intro:
          "We could not charge {price} for your subscription delivery on {date}. Pay for the delivery before {deadline}, or we will skip it.",
        pay: "Pay for the delivery",
      },
      paused: {
        subject: "Your subscription is paused",
        intro:
          "Two payments in a row were declined, so we have paused your subscription. Start it again in your profile once your card is in order.",
      },
      leftOut: {
        subject: "A jar in your subscription cannot be delivered",
        intro:
          "{titles} cannot be delivered on {date} and has been left out of the delivery. You can choose something else for the next deliveries in your profile.",
      },
      tooFewJars: {
        subject: "Your subscription delivery on {date} is skipped",
        intro:
          "Only {jars} of the jars in your subscription delivery on {date} can be delivered, and a delivery has at least {min} jars. So we have skipped the delivery, and you will not pay for it.",
        leftOut: "These jars cannot be delivered: {titles}.",
        next: "Choose other jars in your profile so that your next deliveries come as planned.",
      },
      skippedFull: {
        subject: "Your subscription delivery on {date} is skipped",
        intro:
          "The kitchen is fully booked on {date}, so we have skipped that delivery. You will not pay for it.",
      },
      priceRise: {
        subject: "New prices in your subscription",
        intro:
          "The price goes up for {rises}. The new prices apply from the delivery on {date}. Deliveries before then come at the price you knew.",
        cancel:
          "If you do not want to go on at the new price, you can change or cancel your subscription in your profile until {deadline}.",
      },
      changes: {
        skip: "the delivery on {date} is skipped",
        unskip: "the delivery on {date} comes after all",
        pause: "paused until {date}",
        pauseOpen: "paused until you start it again",
        resume: "deliveries start again",
        items: "new contents: {lines}",
        frequency: "delivery {frequency}",
        weekday: "delivery on {weekday}s",
        delivery: "delivery: {where}",
      },
      every1: "every week",
      every2: "every second week",
      home: "to your door, {address}",
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

/** A text with its `{name}` placeholders filled in from `values` (one left as it is if missing). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
