/**
 * The texts of the shop's e-mails (namespace "email"), read by the mail templates in
 * app/server/mail through `emailTranslator` (./index.server.ts), the only module that imports
 * them: no page's JavaScript carries them (a build's client files hold none of them).
 */
export const emailDa = {
  greeting: "Hej {{name}}",
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
    subject: "Tak for din ordre #{{number}}",
    intro: "Tak for din bestilling. Her er din ordrebekræftelse.",
    number: "Ordrenummer",
    invoice: "Fakturanummer",
    downloadInvoice: "Hent fakturaen (PDF)",
    product: "Vare",
    quantity: "Antal",
    price: "Pris",
    subtotal: "Subtotal",
    discount: "Rabat ({{code}})",
    freight: "Fragt",
    freightFree: "Gratis",
    total: "I alt",
    vat: "Heraf moms (25%)",
    deliveryHome: "Levering til din adresse",
    deliveryPickup: "Afhentning i Økoskab",
    deliveryDate: "Leveres {{date}}",
    payment: "Beløbet er reserveret på din konto og trækkes, når ordren er klar til afsendelse.",
    paymentLater:
      "Dit kort er gemt hos QuickPay. Vi reserverer beløbet {{date}} og trækker det, når ordren er klar til afsendelse.",
    withdrawal:
      "Fortrydelsesretten gælder ikke for fødevarer, fordi de forringes hurtigt (forbrugeraftalelovens § 18, stk. 2, nr. 4). Reklamationsretten på 24 måneder gælder som altid.",
    viewOrders: "Se dine ordrer",
    contains: "Indeholder: {{list}}",
    noAllergens: "Indeholder ingen af de 14 allergener",
    particulars: "Varedeklaration",
    ingredients: "Ingredienser",
    organicNote: "Økologisk",
    traces: "Kan indeholde spor af: {{list}}",
    netQuantity: "Nettoindhold: {{quantity}}",
    storage: "Opbevaring: {{storage}}",
    afterOpening: "Holdbar {{days}} efter åbning",
    useBy: "Holdbar til og med {{date}}",
    useByFromDelivery: "Holdbar i {{days}} fra levering",
    days_one: "{{count}} dag",
    days_other: "{{count}} dage",
    producer: "Producent: {{producer}}",
  },
  payOrder: {
    declined: {
      subject: "Betalingen for din ordre #{{number}} blev afvist",
      intro:
        "Vi kunne ikke reservere {{total}} på dit kort til din levering {{date}}. Betal senest {{deadline}}, ellers annullerer vi ordren.",
    },
    lapsed: {
      subject: "Betal din ordre #{{number}} igen",
      intro:
        "Reservationen af {{total}} på dit kort er udløbet, før vi kunne sende din ordre. Betal igen, så sender vi den.",
    },
    button: "Betal ordren",
  },
  shipped: {
    subject: "Din ordre #{{number}} er på vej",
    intro: "Din ordre er pakket og sendt. Beløbet på {{total}} er nu trukket på dit kort.",
    pickup:
      "Den kommer i {{locker}}, {{address}}, {{date}}. Du får besked fra Økoskabet, når den er klar til afhentning.",
    home: "Den leveres til {{address}}.",
    viewOrders: "Se dine ordrer",
    lotsTitle: "Partier og holdbarhed",
    lotLine: "{{product}}: parti {{lot}}, anvendes senest {{date}} ({{count}} stk.)",
    noLot: "{{product}}: parti ikke registreret",
  },
  recall: {
    subject: "Tilbagekaldelse: {{product}}",
    shipped:
      "Vi tilbagekalder {{product}} med lotnummer {{lots}}. Med din ordre #{{number}} fik du {{jars}} af disse krukker.",
    maybe:
      "Vi tilbagekalder {{product}} med lotnummer {{lots}}. Din ordre #{{number}} fra {{date}} indeholdt {{product}}, og da den blev pakket, før vi noterede lotnumre, kan krukkerne være fra de berørte partier.",
    lots: "Lotnummer {{lot}}, anvendes senest {{date}}.",
    reason: "Årsag: {{reason}}",
    advice: "Hvad skal du gøre?",
    refund:
      "Du får pengene for krukkerne tilbage ({{amount}}): svar på denne e-mail med dit ordrenummer, så refunderer vi beløbet til dit kort.",
    removed:
      "Din ordre #{{number}} er ikke sendt endnu. Vi har taget {{jars}} krukker {{product}} ud af den, fordi vi ikke har andre partier, og refunderer {{amount}}. Du får en kreditnota. Resten af ordren kommer som planlagt.",
    cancelled:
      "Din ordre #{{number}} er ikke sendt endnu. Vi har annulleret den, fordi den ikke kan leveres uden de berørte krukker, og du får hele beløbet, {{amount}}, tilbage. Du får en kreditnota.",
    notice: "Læs mere om tilbagekaldelsen",
  },
  pickup: {
    subject: "Din {{menu}} kan hentes {{date}} – ordre #{{number}}",
    intro: "Om to dage kan du hente din {{menu}}, {{covers}} kuverter. Husk dit ordrenummer: #{{number}}.",
    place: "Sted: {{place}}, {{address}}.",
    hours: "Åbent {{date}} kl. {{opens}}–{{closes}}.",
    locker:
      "Den kommer i {{locker}}, {{address}}, {{date}}. Du får besked fra Økoskabet, når den er klar til afhentning.",
    heating: "Sådan varmer du maden",
    viewOrders: "Se din ordre",
  },
  subscription: {
    manage: "Se og ret din faste levering",
    contents: "Indhold: {{lines}}",
    where: "Levering: {{where}}",
    started: {
      subject: "Din faste levering er startet",
      intro:
        "Tak! Din faste levering kører nu {{frequency}}, til du opsiger den. Første levering er {{date}}, og hver levering koster {{price}}.",
      notice:
        "Du kan springe over, holde pause, ændre eller opsige med {{noticeDays}} dages varsel på din profil. Leveringer mindre end {{noticeDays}} dage ude er fastlagt.",
    },
    changed: {
      subject: "Din faste levering er ændret",
      intro: "Vi har registreret din ændring: {{change}}.",
      from: "Ændringen gælder leveringer fra {{date}}. Leveringer før er fastlagt.",
    },
    cancelled: {
      subject: "Din faste levering er opsagt",
      intro: "Din faste levering er opsagt. Der kommer ikke flere leveringer efter {{date}}.",
      fixed: "Leveringer, der allerede er fastlagt, kommer som aftalt: {{dates}}.",
      none: "Der er ingen fastlagte leveringer tilbage.",
    },
    reminder: {
      subject: "Din faste levering {{date}}",
      intro:
        "Om en uge, {{date}}, kommer din faste levering. Du kan ændre den eller springe den over til og med {{deadline}}.",
    },
    declined: {
      subject: "Betalingen for din levering {{date}} blev afvist",
      intro:
        "Vi kunne ikke trække {{price}} for din faste levering {{date}}. Betal leveringen inden {{deadline}}, ellers springer vi den over.",
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
        "{{titles}} kan ikke leveres {{date}} og er taget ud af leveringen. Du kan vælge noget andet til de næste leveringer på din profil.",
    },
    tooFewJars: {
      subject: "Din faste levering {{date}} er sprunget over",
      intro:
        "Kun {{jars}} af krukkerne i din faste levering {{date}} kan leveres, og en levering har mindst {{min}} krukker. Derfor har vi sprunget leveringen over, og du betaler ikke for den.",
      leftOut: "Disse krukker kan ikke leveres: {{titles}}.",
      next: "Vælg andre krukker på din profil, så dine næste leveringer kommer som planlagt.",
    },
    skippedFull: {
      subject: "Din faste levering {{date}} er sprunget over",
      intro:
        "Køkkenet er fuldt booket {{date}}, så vi har sprunget den levering over. Du betaler ikke for den.",
    },
    priceRise: {
      subject: "Nye priser i din faste levering",
      intro:
        "Prisen stiger på {{rises}}. De nye priser gælder fra leveringen {{date}}. Leveringer før den får du til den pris, du kendte.",
      cancel:
        "Vil du ikke fortsætte til den nye pris, kan du ændre eller opsige din faste levering på din profil til og med {{deadline}}.",
    },
    changes: {
      skip: "levering {{date}} springes over",
      unskip: "levering {{date}} kommer alligevel",
      pause: "pause til {{date}}",
      pauseOpen: "pause, til du starter igen",
      resume: "leveringerne starter igen",
      items: "nyt indhold: {{lines}}",
      frequency: "levering {{frequency}}",
      weekday: "levering om {{weekday}}en",
      delivery: "levering: {{where}}",
    },
    every1: "hver uge",
    every2: "hver anden uge",
    home: "til døren, {{address}}",
  },
  contact: {
    subject: "Kontaktformular: {{subject}} fra {{name}}",
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
      "Skriv dit svar til afsenderen på {{email}} – ikke som svar på denne e-mail, der er sendt fra webshoppen.",
    subjects: {
      produkter: "Produkter",
      opskrifter: "Opskrifter",
      samarbejde: "Samarbejde",
      andet: "Andet",
    },
  },
};

export type EmailTexts = typeof emailDa;
