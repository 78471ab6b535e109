import { RichText } from "../../components/rich-text";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

export function ExplainedBlock({ block }: BlockProps<"explained">) {
  return (
    <Section id="explained" title={block.title} className="explained">
      <RichText value={block.body} className="prose" />
    </Section>
  );
}
