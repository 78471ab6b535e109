import type { LegacyPage } from "../types";

const terms: LegacyPage = {
  path: "/terms",
  title: "Terms and Conditions",
  meta: {
    title: "Terms and Conditions",
    description:
      "Terms for every Outreach Lab order: quotes, payment, approvals, amendments, cancellation, late payment, digital PR invoices and link policy.",
  },
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        'These terms apply to every order placed with Outreach Lab ("the Agency", "we", "us") by a business or individual ("the Client", "you"). By placing an order, accepting a quote or paying an invoice, the Client agrees to these terms.',
        "If a written quote or proposal for a particular order says something different from these terms, the quote or proposal applies to that order.",
      ],
    },
    {
      heading: "Definitions",
      paragraphs: ["In these terms:"],
      bullets: [
        "**Order**: any service the Client buys from the Agency, whether placed online, by email, through the client portal or by accepting a quote.",
        "**Working day**: Monday to Friday, excluding bank holidays in England.",
        "**Notification**: the email or portal message in which the Agency tells the Client that work has been delivered, published or is ready for review.",
        "**Placement**: a piece of content published on a third-party website as part of an order.",
        "**Link account**: a client account, agreed in writing with the Agency, under which link-building work is invoiced on completion rather than in advance.",
      ],
    },
    {
      heading: "Our services",
      paragraphs: [
        "The Agency provides blogger outreach, content writing, SEO and digital marketing packages, Google Ads management, managed services, digital PR, online reputation management and related work, as described on our [services](/services) pages and in any quote.",
        "Placements are published by independent site owners who make their own editorial decisions. The Agency chooses sites with care but does not own or control them.",
      ],
    },
    {
      heading: "Quotes and prices",
      paragraphs: [
        "Prices given in quotes and on our website are valid for 30 days from the date they are given. After that, the Agency may revise them before accepting an order.",
        "Prices are shown in pounds sterling or US dollars, and the Client is invoiced in the currency agreed when the order is placed. VAT is added where it applies.",
      ],
    },
    {
      heading: "Orders and client information",
      paragraphs: [
        "An order starts once the Agency has confirmed it in writing and, where payment is due upfront, received payment.",
        "The Client must supply the information needed to carry out the work, such as target pages, anchor text, topics, brand guidelines and, where relevant, account access. If the Client does not supply this information within 20 working days of the order, the order is cancelled, and the Agency will contact the Client about any payment already made.",
      ],
    },
    {
      heading: "Approval of sites and content",
      paragraphs: [
        "As standard, the Agency chooses the sites and writes the content for each placement, drawing on its experience of what publishers accept.",
        "Approval is optional. A Client who wants to approve the sites and the content before publication can choose this when ordering, for {{claim:approval-surcharge}} on the order value. Orders with approval take longer, because work waits on the Client's response at each stage.",
      ],
    },
    {
      heading: "Our link policy",
      paragraphs: [
        "The Agency's policy is simple: {{claim:no-pbn}}. Every placement is secured by offering content to a real, independently run website, and each publisher decides whether to accept it.",
      ],
    },
    {
      heading: "Turnaround and delivery",
      paragraphs: [
        "Turnaround times given on our website and in quotes are estimates based on typical orders, not guaranteed dates. They depend on publishers' schedules and on the Client supplying information and approvals on time.",
        "The Agency will keep the Client informed of any significant delay.",
      ],
    },
    {
      heading: "Reporting errors",
      paragraphs: [
        "The Client must check delivered work and report any error, such as a wrong link, anchor text or brand detail, within 7 working days of notification.",
        "The Agency will correct errors reported within that period at no extra cost. Errors reported later may be corrected at the Agency's discretion and may be charged for.",
      ],
    },
    {
      heading: "Amendments",
      paragraphs: [
        "Where the Agency asks the Client to confirm an amendment to an order or to delivered work, and the Client does not confirm it within 7 working days, the amendment is deemed not required and the work proceeds, or is completed, as it stands.",
      ],
    },
    {
      heading: "Payment terms",
      paragraphs: [
        "Payment is made upfront. Invoices are due within 7 days, and work begins once payment has been received.",
        "Clients with a link account are invoiced on completion of the work instead.",
      ],
    },
    {
      heading: "Payment methods",
      paragraphs: [
        "Clients can {{claim:payment-methods}}.",
        "Any fees or exchange costs charged by the Client's own bank or payment provider are the Client's responsibility.",
      ],
    },
    {
      heading: "Digital PR",
      paragraphs: [
        "Digital PR campaigns are paid on results: the Agency invoices only for links that are live, at the rates set out on our [digital PR](/services/digital-pr) page. Optional extras, such as a survey or an infographic, are paid upfront.",
        "Digital PR invoices are due within 7 days of the report that lists the live links.",
      ],
    },
    {
      heading: "Late payment",
      paragraphs: [
        "If an invoice is still unpaid 7 days after its due date, the Agency will charge a late payment fee of {{claim:late-payment-fee}}.",
        "The Agency may also pause work on the Client's orders until the account is brought up to date.",
      ],
    },
    {
      heading: "Cancellation",
      paragraphs: [
        "The Client may cancel an order or an ongoing service by giving 30 days' notice in writing.",
        "Cancellation is only possible where work has not begun. Work that has already begun cannot be cancelled and remains payable.",
      ],
    },
    {
      heading: "Removal of work",
      paragraphs: [
        "Where the Client asks for published work to be taken down, the Agency will approach the publisher on the Client's behalf. The Agency will tell the Client about any charge before the removal work starts.",
        "The invoice for removal of work is issued at the latest 30 days after the removal has been carried out.",
      ],
    },
    {
      heading: "Ownership of content and confidentiality",
      paragraphs: [
        "Once an order has been paid in full, the Client owns the copyright in content written specifically for it, subject to each publisher's own terms for the content it hosts.",
        "The Agency treats the Client's information, and the fact that the Client works with us, as confidential. White-label work is delivered without the Agency's name on it.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "The Agency carries out all work with reasonable care and skill. Search engines and publishers act independently, so the Agency cannot guarantee rankings or traffic, or that a publisher will keep a placement live indefinitely.",
        "The Agency's total liability for any order is limited to the amount paid for that order, and it is not liable for indirect or consequential loss, such as loss of profit. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.",
      ],
    },
    {
      heading: "Changes, governing law and contact",
      paragraphs: [
        "The Agency may update these terms from time to time. The version published on this page when an order is placed applies to that order.",
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.",
        "Questions about these terms can be sent to hello@outreachlab.co.uk or through our [contact page](/get-in-touch). Our [privacy policy](/privacy-policy) explains how we handle personal information.",
      ],
    },
  ],
};

export default terms;
