import type { Texts } from "../translate";
import type { EmailTexts } from "./da";

export const emailEn: Texts<EmailTexts> = {
  greeting: "Hi {{name}}",
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
    subject: "Thank you for your order #{{number}}",
    intro: "Thank you for your order. Here is your order confirmation.",
    number: "Order number",
    invoice: "Invoice number",
    downloadInvoice: "Download the invoice (PDF)",
    product: "Item",
    quantity: "Qty",
    price: "Price",
    subtotal: "Subtotal",
    discount: "Discount ({{code}})",
    freight: "Delivery",
    freightFree: "Free",
    total: "Total",
    vat: "Of which VAT (25%)",
    deliveryHome: "Delivery to your address",
    deliveryPickup: "Pick-up from an Økoskab",
    deliveryDate: "Delivered {{date}}",
    payment: "The amount is reserved on your account and charged when the order is ready to ship.",
    paymentLater:
      "Your card is saved with QuickPay. We reserve the amount on {{date}} and charge it when the order is ready to ship.",
    withdrawal:
      "The right of withdrawal does not apply to food, as it deteriorates quickly (Danish Consumer Contracts Act, section 18(2)(4)). The 24-month right to complain applies as always.",
    viewOrders: "See your orders",
    contains: "Contains: {{list}}",
    noAllergens: "Contains none of the 14 allergens",
    particulars: "Product information",
    ingredients: "Ingredients",
    organicNote: "Organic",
    traces: "May contain traces of: {{list}}",
    netQuantity: "Net quantity: {{quantity}}",
    storage: "Storage: {{storage}}",
    afterOpening: "Keeps {{days}} after opening",
    useBy: "Use by: {{date}}",
    useByFromDelivery: "Keeps for {{days}} from delivery",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    producer: "Producer: {{producer}}",
  },
  payOrder: {
    declined: {
      subject: "The payment for your order #{{number}} was declined",
      intro:
        "We could not reserve {{total}} on your card for your delivery on {{date}}. Pay by {{deadline}}, or we cancel the order.",
    },
    lapsed: {
      subject: "Please pay for your order #{{number}} again",
      intro:
        "The reservation of {{total}} on your card expired before we could send your order. Pay again and we will send it.",
    },
    button: "Pay for the order",
  },
  shipped: {
    subject: "Your order #{{number}} is on its way",
    intro: "Your order has been packed and sent. The amount of {{total}} has now been charged to your card.",
    pickup:
      "It goes to {{locker}}, {{address}}, {{date}}. Økoskabet will tell you when it is ready to collect.",
    home: "It will be delivered to {{address}}.",
    viewOrders: "See your orders",
    lotsTitle: "Lots and use-by dates",
    lotLine: "{{product}}: lot {{lot}}, use by {{date}} ({{count}} pcs)",
    noLot: "{{product}}: lot not recorded",
  },
  recall: {
    subject: "Recall: {{product}}",
    shipped:
      "We are recalling {{product}} with lot number {{lots}}. With your order #{{number}} you received {{jars}} of these jars.",
    maybe:
      "We are recalling {{product}} with lot number {{lots}}. Your order #{{number}} of {{date}} contained {{product}}, and as it was packed before we recorded lot numbers, its jars may be from the affected lots.",
    lots: "Lot number {{lot}}, use by {{date}}.",
    reason: "Reason: {{reason}}",
    advice: "What should you do?",
    refund:
      "You get your money back for the jars ({{amount}}): reply to this e-mail with your order number and we will refund it to your card.",
    removed:
      "Your order #{{number}} has not been sent yet. We have taken {{jars}} jars of {{product}} out of it, as we have no other lots, and are refunding {{amount}}. You will receive a credit note. The rest of your order comes as planned.",
    cancelled:
      "Your order #{{number}} has not been sent yet. We have cancelled it, as it cannot be delivered without the affected jars, and you get the whole amount, {{amount}}, back. You will receive a credit note.",
    notice: "Read more about the recall",
  },
  pickup: {
    subject: "Your {{menu}} can be collected {{date}} – order #{{number}}",
    intro:
      "In two days you can collect your {{menu}}, {{covers}} covers. Remember your order number: #{{number}}.",
    place: "Where: {{place}}, {{address}}.",
    hours: "Open {{date}}, {{opens}}–{{closes}}.",
    locker:
      "It goes to {{locker}}, {{address}}, {{date}}. Økoskabet will tell you when it is ready to collect.",
    heating: "How to heat the food",
    viewOrders: "See your order",
  },
  subscription: {
    manage: "See and change your subscription",
    contents: "Contents: {{lines}}",
    where: "Delivery: {{where}}",
    started: {
      subject: "Your subscription has started",
      intro:
        "Thank you! Your subscription now runs {{frequency}} until you cancel it. The first delivery is on {{date}}, and each delivery costs {{price}}.",
      notice:
        "You can skip, pause, change or cancel with {{noticeDays}} days' notice in your profile. Deliveries less than {{noticeDays}} days away are fixed.",
    },
    changed: {
      subject: "Your subscription has changed",
      intro: "We have noted your change: {{change}}.",
      from: "The change applies to deliveries from {{date}}. Deliveries before then are fixed.",
    },
    cancelled: {
      subject: "Your subscription is cancelled",
      intro: "Your subscription is cancelled. No deliveries will come after {{date}}.",
      fixed: "Deliveries already fixed come as agreed: {{dates}}.",
      none: "No fixed deliveries remain.",
    },
    reminder: {
      subject: "Your subscription delivery on {{date}}",
      intro:
        "In a week, on {{date}}, your subscription delivery comes. You can change or skip it until {{deadline}}.",
    },
    declined: {
      subject: "The payment for your delivery on {{date}} was declined",
      intro:
        "We could not charge {{price}} for your subscription delivery on {{date}}. Pay for the delivery before {{deadline}}, or we will skip it.",
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
        "{{titles}} cannot be delivered on {{date}} and has been left out of the delivery. You can choose something else for the next deliveries in your profile.",
    },
    tooFewJars: {
      subject: "Your subscription delivery on {{date}} is skipped",
      intro:
        "Only {{jars}} of the jars in your subscription delivery on {{date}} can be delivered, and a delivery has at least {{min}} jars. So we have skipped the delivery, and you will not pay for it.",
      leftOut: "These jars cannot be delivered: {{titles}}.",
      next: "Choose other jars in your profile so that your next deliveries come as planned.",
    },
    skippedFull: {
      subject: "Your subscription delivery on {{date}} is skipped",
      intro:
        "The kitchen is fully booked on {{date}}, so we have skipped that delivery. You will not pay for it.",
    },
    priceRise: {
      subject: "New prices in your subscription",
      intro:
        "The price goes up for {{rises}}. The new prices apply from the delivery on {{date}}. Deliveries before then come at the price you knew.",
      cancel:
        "If you do not want to go on at the new price, you can change or cancel your subscription in your profile until {{deadline}}.",
    },
    changes: {
      skip: "the delivery on {{date}} is skipped",
      unskip: "the delivery on {{date}} comes after all",
      pause: "paused until {{date}}",
      pauseOpen: "paused until you start it again",
      resume: "deliveries start again",
      items: "new contents: {{lines}}",
      frequency: "delivery {{frequency}}",
      weekday: "delivery on {{weekday}}s",
      delivery: "delivery: {{where}}",
    },
    every1: "every week",
    every2: "every second week",
    home: "to your door, {{address}}",
  },
  contact: {
    subject: "Contact form: {{subject}} from {{name}}",
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
      "Write your answer to the sender at {{email}}, not as a reply to this e-mail, which was sent by the shop.",
    subjects: { produkter: "Products", opskrifter: "Recipes", samarbejde: "Partnership", andet: "Other" },
  },
};
