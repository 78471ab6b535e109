import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

export function WhyChooseBlock({ block }: BlockProps<"whyChoose">) {
  return (
    // Spec §2 names the anchor #examples; the why-choose section is where the proof of our work sits.
    <Section id="examples" title={block.title} className="why-choose">
      <RichText value={block.body} className="prose" />
    </Section>
  );
}
