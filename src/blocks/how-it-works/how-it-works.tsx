import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import { TitledItems } from "../shared/titled-items";
import type { BlockProps } from "../types";

export function HowItWorksBlock({ block }: BlockProps<"howItWorks">) {
  return (
    <Section id="how-it-works" title={block.title} className="section--tinted">
      <RichText value={block.intro} className="prose" />
      <TitledItems items={block.steps} numbered />
    </Section>
  );
}
