import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

/** Questions that open in place; native details/summary, so keyboard and screen readers just work. */
export function FaqBlock({ block }: BlockProps<"faq">) {
  return (
    <Section id="frequently-asked-questions" title={block.title ?? "Frequently asked questions"} className="faq">
      <div className="faq__list">
        {block.items.map((item) => (
          <details key={item._key} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <RichText value={item.answer} className="faq__answer" />
          </details>
        ))}
      </div>
    </Section>
  );
}
