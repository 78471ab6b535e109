import type { LegacyPage } from "../types";

const privacyPolicy: LegacyPage = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  meta: {
    title: "Privacy Policy",
    description:
      "How Outreach Lab collects, uses and protects your personal data, the cookies and local storage we use, and your rights under UK data law.",
  },
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        'This policy explains how Outreach Lab ("we", "us", "our") collects and uses personal information when you visit our website, send us an enquiry or become a client. We are a UK link-building, content and SEO agency, and we are the controller of the personal information described here under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
        "If you have a question about this policy or about your information, email us at hello@outreachlab.co.uk or use our [contact form](/get-in-touch).",
      ],
    },
    {
      heading: "The information we collect",
      paragraphs: [
        "We collect personal information in two main ways: when you contact us, and when you become a client.",
        "If you become a client, we hold the details we need to deliver and invoice our work, such as your company name, billing address, orders and our correspondence with you. If you sign in to the client or agency portal, we hold the account details you use to do so. Online payments are handled by our payment provider, and we do not see or store your full card details.",
        "We do not ask for special category information, such as details of your health, and we ask you not to include it in your messages.",
        "When you send us an enquiry through the form on our website, we collect:",
      ],
      bullets: [
        "your name;",
        "your email address;",
        "your phone number, if you choose to give it (it is optional);",
        "your message, and anything you tell us in it.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "We keep our use of cookies and similar browser storage to a minimum. When you first visit our website, we show a cookie notice; when you click Okay, we store a small flag in your browser so that the notice does not appear again.",
        "When you pay online, our payment provider's script may set its own cookies to process the payment securely and prevent fraud. These are covered by the provider's own privacy and cookie policy.",
        "We do not use cookies or browser storage to track you or for advertising. Under the Privacy and Electronic Communications Regulations (PECR), storage that is strictly necessary for a service you ask for does not need your consent. You can clear it at any time in your browser settings, although the site will then forget your choices.",
        "The items we keep in your browser's local storage, so that the site remembers your choices, are:",
      ],
      bullets: [
        "your chosen currency (pounds sterling or US dollars);",
        "your choices in our content calculator (the number of words and articles);",
        "your cookie consent, so that the notice is not shown again;",
        "if you are a client and sign in, your session, until you log out.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use personal information only where we have a reason to, and only for the purposes set out in this policy. We do not sell it, and we do not make decisions about you by automated means that have legal or similarly significant effects.",
        "We only send marketing emails if you have agreed to receive them, or if you are a client and the email is about services similar to those you have bought from us. Every marketing email includes a simple way to opt out.",
        "We use your personal information to:",
      ],
      bullets: [
        "reply to your enquiry and discuss what you need;",
        "prepare quotes and deliver the services you order;",
        "invoice you, take payment and keep our accounts;",
        "run your client or agency portal account;",
        "keep you informed about your orders;",
        "keep our website working and secure;",
        "meet our legal and regulatory obligations.",
      ],
    },
    {
      heading: "Our lawful bases",
      paragraphs: [
        "Data protection law requires us to have a lawful basis for each use of your personal information. We rely on the following:",
      ],
      bullets: [
        "**Contract**: to take the steps you ask for before entering a contract, such as preparing a quote, and to deliver the services you order.",
        "**Legitimate interests**: to answer general enquiries, run and protect our business and keep proper records, where our interests are not outweighed by your rights.",
        "**Legal obligation**: to keep the financial records that tax and company law require.",
        "**Consent**: where we ask for it, for example for marketing emails to people who are not clients. You can withdraw your consent at any time.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "Apart from the service providers listed below, we share information only with professional advisers, such as our accountants, or where the law requires it, for example with HM Revenue & Customs or the police. The publishers we approach during outreach receive your website address and the content we write for you, not your personal contact details.",
        "Our service providers process personal information on our behalf, on our instructions and under written contracts that require them to keep it secure. They are:",
      ],
      bullets: [
        "the form-collection service that receives enquiries sent through our website form;",
        "our payment provider, when you pay online;",
        "the providers that host our website and its blog content;",
        "the providers of our email and business software.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Some of our service providers are based, or store data, outside the UK, for example in the European Economic Area or the United States.",
        "Where personal information is transferred outside the UK, we make sure it is protected, either because the UK government has recognised the destination as adequate (including the UK-US data bridge for certified US organisations) or through the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.",
        "Contact us if you would like details of the safeguards for a particular transfer.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: ["We keep personal information only for as long as we need it for the purpose we collected it for:"],
      bullets: [
        "enquiries that do not lead to work are deleted once the conversation has come to an end, unless you ask us to stay in touch;",
        "client records, orders and invoices are kept for as long as UK tax and company law requires us to keep financial records, and then deleted;",
        "if you opt out of marketing, we keep a note of your email address so that we do not contact you again;",
        "preferences stored in your browser stay there until you clear them.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Some of these rights apply only in certain circumstances. If one does not apply to your request, we will explain why. Under data protection law you have the right to:",
      ],
      bullets: [
        "ask for a copy of the personal information we hold about you;",
        "ask us to correct information that is wrong or incomplete;",
        "ask us to delete your information;",
        "ask us to restrict how we use your information;",
        "object to our use of your information, including an absolute right to object to direct marketing;",
        "ask for information you gave us to be sent to you or to another organisation in a commonly used electronic format;",
        "withdraw your consent at any time, where we rely on it.",
      ],
    },
    {
      heading: "Making a request or a complaint",
      paragraphs: [
        "To use any of your rights, email hello@outreachlab.co.uk or contact us through our [contact form](/get-in-touch). We may ask you to confirm your identity before we act. There is normally no charge.",
        "We answer requests within 1 month of receiving them. If a request is complex, or you make several, the law allows us to extend this by up to two further months; if we need to, we will tell you why within the first month.",
        "If you are unhappy with how we have handled your information, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at [ico.org.uk](https://ico.org.uk/make-a-complaint/).",
      ],
    },
    {
      heading: "Changes to this policy and how to contact us",
      paragraphs: [
        "We review this policy from time to time and publish any changes on this page. If a change affects how we use information you have already given us, we will tell you directly.",
        "If you have any questions about this policy or how we handle your information, email hello@outreachlab.co.uk or use our [contact form](/get-in-touch). Our [terms and conditions](/terms) explain how we work with clients.",
      ],
    },
  ],
};

export default privacyPolicy;
