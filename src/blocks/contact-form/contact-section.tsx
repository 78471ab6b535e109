import type { CSSProperties, ReactNode } from "react";
import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

type Block = BlockProps<"contactForm">["block"];

const DEFAULT_SPLIT = 50;

/** The explanation's share of the width, kept to a readable range whatever an editor types. */
function explanationShare(split: number | null | undefined): number {
  return Math.min(70, Math.max(30, split ?? DEFAULT_SPLIT));
}

/**
 * The form's section. With an explanation (product.md §2: "get-in-touch form beside an explanation"),
 * the two sit side by side on wide screens, split 50/50 unless the editor set another ratio, and
 * stack on narrow ones with the explanation first.
 */
export function ContactSection({ block, children }: { block: Block; children: ReactNode }) {
  if (!block.explanation?.length) {
    return (
      <Section id={block.anchor ?? undefined} title={block.title} className="contact-form">
        {children}
      </Section>
    );
  }
  const share = explanationShare(block.split);
  const style = { "--explanation-share": `${share}%` } as CSSProperties;
  return (
    <Section id={block.anchor ?? undefined} className="contact-form contact-form--split">
      <div className="contact-form__split" style={style} data-split={share}>
        <div className="contact-form__explanation">
          {block.explanationTitle ? <h2 className="section__title">{block.explanationTitle}</h2> : null}
          <RichText value={block.explanation} className="prose" />
        </div>
        <div className="contact-form__panel">
          {block.title ? <h2 className="contact-form__title">{block.title}</h2> : null}
          {children}
        </div>
      </div>
    </Section>
  );
}
