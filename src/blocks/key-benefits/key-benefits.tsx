import { Section } from "../../components/section";
import { TitledItems } from "../shared/titled-items";
import type { BlockProps } from "../types";

export function KeyBenefitsBlock({ block }: BlockProps<"keyBenefits">) {
  return (
    <Section id="key-benefits" title={block.title}>
      <TitledItems items={block.items} />
    </Section>
  );
}
