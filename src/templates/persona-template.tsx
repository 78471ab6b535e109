import { PageBlocks } from "../blocks/page-blocks";
import type { PageBlock, SkippedBlock } from "../blocks/types";
import { PageHeader } from "../components/page-header";
import { SanityImage, type ImageData } from "../components/sanity-image";

interface PersonaTemplateProps {
  persona: {
    catchphrase: string | null;
    heading: string | null;
    paragraphs: string[] | null;
    graphic: ImageData | null;
  };
  blocks: PageBlock[];
  skipped: SkippedBlock[];
}

/** Spec §2 persona page: catchphrase, heading, paragraphs and graphic, then its blocks. */
export function PersonaTemplate({ persona, blocks, skipped }: PersonaTemplateProps) {
  return (
    <>
      <PageHeader
        title={persona.heading ?? ""}
        eyebrow={persona.catchphrase}
        aside={<SanityImage image={persona.graphic} priority decorative />}
      >
        {persona.paragraphs?.map((text) => (
          <p key={text} className="prose">
            {text}
          </p>
        ))}
      </PageHeader>
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
