import { RichText } from "../../components/rich-text";
import { SanityImage } from "../../components/sanity-image";
import { LAYOUTS } from "../../lib/image/layouts";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";

/** A heading and body copy: story sections, legal clauses, page introductions. */
export function TextSectionBlock({ block }: BlockProps<"textSection">) {
  return (
    <Section id={block.anchor ?? undefined} title={block.heading} className="text-section">
      <RichText value={block.body} className="prose" />
      {block.image ? (
        <figure className="text-section__figure">
          <SanityImage image={block.image} layout={LAYOUTS.proseFigure} />
          {block.image.caption ? <figcaption>{block.image.caption}</figcaption> : null}
        </figure>
      ) : null}
    </Section>
  );
}
