import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

export function WhyChooseBlock({ block }: BlockProps<"whyChoose">) {
  return (
    <Section id="why-choose" title={block.title} className="why-choose">
      <RichText value={block.body} className="prose" />
    </Section>
  );
}
