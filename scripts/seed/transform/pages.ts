import type { Page } from "../../../src/content/generated/sanity.types";
import { paragraphs } from "../portable-text";
import type { LegacyInfographic, LegacyPage, LegacyPageSection } from "../legacy/types";
import { faqBlock, textSectionBlock } from "./blocks";
import {
  documentBuilder,
  fieldReference,
  idFromPath,
  serviceIdFor,
  serviceReference,
  slug,
  type DocumentBuilder,
  type SeedContext,
  type Seeded,
  type SeededBlock,
  type SeededBlocks,
} from "./context";

/** Home page service cards: the card headings of the old home page and the services they open. */
const HOME_CARD_SERVICES: Record<string, string> = {
  "SEO Outreach": "Blogger Outreach",
  "Creative Content": "Creative Content",
  "Managed Services": "Managed Services",
};

/** The home page logo strip: the kinds of site our placements appear on (graphics we drew). */
const PLACEMENT_KINDS = [
  ["news-sites", "News sites"],
  ["industry-magazines", "Industry magazines"],
  ["niche-blogs", "Niche blogs"],
  ["regional-press", "Regional press"],
  ["trade-journals", "Trade journals"],
] as const;

const isQuestion = (section: LegacyPageSection) => section.heading?.trim().endsWith("?") ?? false;

/** The opening of the error for a service a page names that no service module provides. */
const NAMED_BY_A_PAGE = "A page lists the service";

type Composer = (page: LegacyPage, doc: DocumentBuilder, context: SeedContext) => SeededBlocks;

const sectionsAsText: Composer = (page, doc, context) => {
  const blocks = page.sections.map((section) => textSectionBlock(section, doc, context));
  // An infographic follows the page's opening section, where its text introduces it.
  return page.infographic ? [...blocks.slice(0, 1), infographicBlock(page.infographic, doc), ...blocks.slice(1)] : blocks;
};

function infographicBlock(infographic: LegacyInfographic, doc: DocumentBuilder): SeededBlock {
  const { figures, ...rest } = infographic;
  return {
    _key: doc.key(),
    _type: "infographic",
    ...rest,
    figures: figures.map((item) => ({ _key: doc.key(), _type: "infographicFigure" as const, ...item })),
  };
}

/** How each core page's legacy sections become blocks; pages not listed are plain text sections. */
const COMPOSERS: Record<string, Composer> = {
  "/": (page, doc, context) => {
    const [intro, ...rest] = page.sections;
    const cards = rest.filter((section) => section.heading && HOME_CARD_SERVICES[section.heading]);
    const questions = rest.filter(isQuestion);
    const others = rest.filter((section) => !cards.includes(section) && !questions.includes(section));
    return [
      {
        _key: doc.key(),
        _type: "hero",
        heading: page.title,
        subheading: page.subtitle,
        intro: paragraphs(intro?.paragraphs ?? [], doc.key, context.refs),
        graphic: context.images.figure("icons/globe.svg", ""),
        actions: [
          { _key: doc.key(), _type: "link", label: "View services", href: "/services" },
          { _key: doc.key(), _type: "link", label: "Get in touch", href: "/get-in-touch" },
        ],
        memberAction: { _type: "link", label: "View Dashboard", href: "/client-dashboard" },
      },
      {
        _key: doc.key(),
        _type: "logoStrip",
        title: "Where our placements appear",
        logos: PLACEMENT_KINDS.map(([file, name]) => ({
          _key: doc.key(),
          _type: "logo",
          name,
          image: context.images.figure(`partners/${file}.svg`, name),
        })),
      },
      {
        _key: doc.key(),
        _type: "serviceCards",
        title: "What we do",
        services: cards.map((section) =>
          serviceReference(context, HOME_CARD_SERVICES[section.heading!]!, doc.key(), NAMED_BY_A_PAGE),
        ),
        // The cards are headed as the menu groups they lead (SEO Outreach), not by their service's title.
        cardHeadings: cards
          .filter((section) => section.heading !== HOME_CARD_SERVICES[section.heading!])
          .map((section) => ({
            _key: doc.key(),
            _type: "cardHeading" as const,
            service: fieldReference(serviceIdFor(context, HOME_CARD_SERVICES[section.heading!]!, NAMED_BY_A_PAGE)),
            heading: section.heading!,
          })),
      },
      ...others.map((section) => textSectionBlock({ ...section, anchor: "who-we-are" }, doc, context)),
      faqBlock(
        questions.map((section) => ({ title: section.heading!, description: (section.paragraphs ?? []).join("\n\n") })),
        doc,
        context,
      ),
    ];
  },
  "/about-us": (page, doc, context) => {
    // The section that introduces the team is the team grid's own heading and intro, not a
    // text section of its own above it (which would repeat the heading).
    const team = page.sections.find((section) => section.heading === "Meet the team");
    const story = page.sections.filter((section) => section !== team);
    return [
      ...story.map((section) => textSectionBlock(section, doc, context)),
      {
        _key: doc.key(),
        _type: "teamGrid",
        title: "Meet the team",
        ...(team?.paragraphs ? { intro: paragraphs(team.paragraphs, doc.key, context.refs) } : {}),
      },
    ];
  },
  "/services": (page, doc, context) => {
    const whyOrder = page.sections.filter((section) => section.heading?.startsWith("Why order"));
    const intro = page.sections.filter((section) => !whyOrder.includes(section));
    return [
      ...intro.map((section) => textSectionBlock(section, doc, context)),
      { _key: doc.key(), _type: "serviceCards", title: "All services", showFilter: true },
      ...whyOrder.map((section) => textSectionBlock(section, doc, context)),
    ];
  },
  // The form is what the page is for: it comes first, beside the opening section as its explanation,
  // so it is on the first screen of a laptop and the second of a phone. The other sections follow it.
  "/get-in-touch": (page, doc, context) => {
    const [opening, ...rest] = page.sections;
    return [
      {
        _key: doc.key(),
        _type: "contactForm",
        title: "Send us a message",
        submitLabel: "Send message",
        ...(opening?.paragraphs
          ? {
              ...(opening.heading ? { explanationTitle: opening.heading } : {}),
              explanation: paragraphs(opening.paragraphs, doc.key, context.refs),
              split: 50,
            }
          : {}),
      },
      ...rest.map((section) => textSectionBlock(section, doc, context)),
    ];
  },
  "/blog": (page, doc, context) => [
    ...sectionsAsText(page, doc, context),
    { _key: doc.key(), _type: "articleList", title: "Latest articles", newestAtLeast: 24 },
  ],
};

/** Pages that exist for visitors mid-journey, not for search results. */
const NOT_FOR_SEARCH = new Set(["/login", "/thank-you"]);

export function pageDocument(page: LegacyPage, context: SeedContext): Seeded<Page> {
  const doc = documentBuilder(`page-${idFromPath(page.path)}`);
  const compose = COMPOSERS[page.path] ?? sectionsAsText;
  return {
    _id: doc.id,
    _type: "page",
    title: page.title,
    ...(page.subtitle ? { subtitle: page.subtitle } : {}),
    ...(page.graphic ? { graphic: context.images.figure(`icons/${page.graphic}.svg`, "") } : {}),
    path: slug(page.path),
    blocks: compose(page, doc, context),
    seo: {
      _type: "seo",
      metaTitle: page.meta.title,
      metaDescription: page.meta.description,
      ...(NOT_FOR_SEARCH.has(page.path) ? { noIndex: true } : {}),
    },
  };
}
