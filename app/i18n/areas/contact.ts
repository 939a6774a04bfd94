/**
 * The contact page's texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  contact: {
    title: "Kontakt os",
    intro:
      "Har du spørgsmål til vores retter, en opskrift eller et samarbejde? Skriv til os, så vender vi tilbage hurtigst muligt.",
    metaDescription:
      "Kontakt Krukke om produkter, opskrifter eller samarbejde. Skriv via formularen, eller ring på hverdage. Vi svarer hurtigst muligt.",
    formTitle: "Send os en besked",
    firstName: "Fornavn",
    lastName: "Efternavn",
    email: "E-mail",
    phone: "Telefon (valgfrit)",
    subject: "Emne",
    chooseSubject: "Vælg et emne",
    subjects: {
      produkter: "Produkter",
      opskrifter: "Opskrifter",
      samarbejde: "Samarbejde",
      andet: "Andet",
    },
    message: "Besked",
    messageHint: "Mindst 10 og højst 1000 tegn.",
    humanCheck: "Hvad er <sum>regnestykket</sum>?",
    humanCheckHint: "Svar på regnestykket, så vi ved, at du ikke er en robot.",
    privacy: "Jeg accepterer <privacy>privatlivspolitikken</privacy>",
    newsletter: "Ja tak, jeg vil gerne have Krukkes nyhedsbrev",
    submit: "Send besked",
    sending: "Sender besked...",
    sentTitle: "Besked sendt!",
    sentText: "Tak for din henvendelse. Vi kontakter dig hurtigst muligt.",
    wrongAnswerTitle: "Forkert svar",
    wrongAnswer: "Captcha svaret er ikke korrekt. Prøv igen.",
    humanCheckExpiredTitle: "Nyt regnestykke",
    humanCheckExpired: "Regnestykket var udløbet. Svar venligst på det nye.",
    errorTitle: "Fejl",
    unknownError: "Ukendt fejl",
    sendFailed: "Der opstod en fejl ved afsendelse. Prøv igen.",
    validation: {
      firstNameRequired: "Fornavn er påkrævet",
      firstNameTooLong: "Fornavn må maksimalt være 50 tegn",
      lastNameRequired: "Efternavn er påkrævet",
      lastNameTooLong: "Efternavn må maksimalt være 50 tegn",
      phoneTooLong: "Telefonnummeret må maksimalt være 30 tegn",
      subjectRequired: "Emne er påkrævet",
      messageTooShort: "Besked skal være mindst 10 tegn",
      messageTooLong: "Besked må maksimalt være 1000 tegn",
      humanCheckNumber: "Captcha skal være et tal",
      privacy: "Du skal acceptere privatlivspolitikken",
    },
    cards: {
      title: "Andre måder at kontakte os på",
      phone: "Telefon",
      email: "E-mail",
      cvr: "CVR-nummer",
      hours: "Telefontider",
      closed: "Lukket",
      timeRange: "{{from}}–{{to}}",
      days: {
        "1": "Mandag",
        "2": "Tirsdag",
        "3": "Onsdag",
        "4": "Torsdag",
        "5": "Fredag",
      },
    },
  },
};

const en: Texts<typeof da> = {
  contact: {
    title: "Contact us",
    intro:
      "Do you have a question about our dishes, a recipe or working together? Write to us and we will get back to you as soon as possible.",
    metaDescription:
      "Contact Krukke about products, recipes or partnerships. Write to us through the form, or call on weekdays. We reply as soon as we can.",
    formTitle: "Send us a message",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone (optional)",
    subject: "Subject",
    chooseSubject: "Choose a subject",
    subjects: {
      produkter: "Products",
      opskrifter: "Recipes",
      samarbejde: "Partnership",
      andet: "Other",
    },
    message: "Message",
    messageHint: "At least 10 and at most 1000 characters.",
    humanCheck: "What is <sum>the sum</sum>?",
    humanCheckHint: "Answer the sum so we know you are not a robot.",
    privacy: "I accept the <privacy>privacy policy</privacy>",
    newsletter: "Yes please, send me Krukke's newsletter",
    submit: "Send message",
    sending: "Sending message...",
    sentTitle: "Message sent!",
    sentText: "Thank you for getting in touch. We will contact you as soon as possible.",
    wrongAnswerTitle: "Wrong answer",
    wrongAnswer: "The answer to the sum is not correct. Please try again.",
    humanCheckExpiredTitle: "New sum",
    humanCheckExpired: "The sum had expired. Please answer the new one.",
    errorTitle: "Error",
    unknownError: "Unknown error",
    sendFailed: "Something went wrong while sending. Please try again.",
    validation: {
      firstNameRequired: "First name is required",
      firstNameTooLong: "First name can be at most 50 characters",
      lastNameRequired: "Last name is required",
      lastNameTooLong: "Last name can be at most 50 characters",
      phoneTooLong: "The phone number can be at most 30 characters",
      subjectRequired: "Subject is required",
      messageTooShort: "The message must be at least 10 characters",
      messageTooLong: "The message can be at most 1000 characters",
      humanCheckNumber: "The answer must be a number",
      privacy: "You must accept the privacy policy",
    },
    cards: {
      title: "Other ways to reach us",
      phone: "Phone",
      email: "Email",
      cvr: "CVR number",
      hours: "Phone hours",
      closed: "Closed",
      timeRange: "{{from}}–{{to}}",
      days: {
        "1": "Monday",
        "2": "Tuesday",
        "3": "Wednesday",
        "4": "Thursday",
        "5": "Friday",
      },
    },
  },
};

export type ContactTexts = typeof da;

export const contactTexts = { da, en };
registerTexts(contactTexts);
