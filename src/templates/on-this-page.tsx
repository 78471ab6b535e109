import type { PageBlock } from "../blocks/types";

const PRICE_BLOCKS = new Set(["packageCards", "pricingTable", "contentSlider"]);

/** product.md §2 service anchors, in page order, each present only when its section is on the page. */
const SECTIONS: { anchor: string; label: string; shows: (block: PageBlock) => boolean }[] = [
  {
    anchor: "pricing",
    label: "Pricing",
    shows: (block) => PRICE_BLOCKS.has(block._type) && !("anchor" in block && block.anchor),
  },
  { anchor: "how-it-works", label: "How it works", shows: (block) => block._type === "howItWorks" },
  { anchor: "key-benefits", label: "Key benefits", shows: (block) => block._type === "keyBenefits" },
  { anchor: "examples", label: "Why choose us", shows: (block) => block._type === "textSection" && block.anchor === "examples" },
  { anchor: "frequently-asked-questions", label: "FAQs", shows: (block) => block._type === "faq" },
];

/** The page's blocks with those inside tabs brought out, in page order, each with its tab's label. */
function everyBlock(blocks: readonly PageBlock[]): { block: PageBlock; tab?: string }[] {
  return blocks.flatMap((block): { block: PageBlock; tab?: string }[] =>
    block._type === "tabs"
      ? [{ block }, ...block.panels.flatMap((panel) => panel.blocks.map((inner) => ({ block: inner, tab: panel.title })))]
      : [{ block }],
  );
}

/**
 * "On this page" links to the service's anchored sections, so visitors can jump straight to
 * prices. Sections inside tabs count: following the link opens the tab, and the link reads as the
 * tab does, so a section has one name.
 */
export function OnThisPage({ blocks }: { blocks: readonly PageBlock[] }) {
  const all = everyBlock(blocks);
  const present = SECTIONS.flatMap((section) => {
    const found = all.find((entry) => section.shows(entry.block));
    return found ? [{ ...section, label: found.tab ?? section.label }] : [];
  });
  if (present.length < 2) return null;
  return (
    <nav className="on-this-page" aria-label="On this page">
      <ul>
        {present.map((section) => (
          <li key={section.anchor}>
            <a href={`#${section.anchor}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
