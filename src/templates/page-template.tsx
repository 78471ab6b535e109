import { PageBlocks } from "../blocks/page-blocks";
import type { PageBlock, SkippedBlock } from "../blocks/types";
import { PageHeader } from "../components/page-header";
import { SanityImage, type ImageData } from "../components/sanity-image";

interface PageTemplateProps {
  title: string;
  subtitle?: string | null;
  graphic?: ImageData | null;
  blocks: PageBlock[];
  skipped: SkippedBlock[];
}

/** A generic page: its header, unless its first block is a hero that carries the h1 itself. */
export function PageTemplate({ title, subtitle, graphic, blocks, skipped }: PageTemplateProps) {
  const startsWithHero = blocks[0]?._type === "hero";
  return (
    <>
      {startsWithHero ? null : (
        <PageHeader
          title={title}
          subtitle={subtitle}
          aside={graphic ? <SanityImage image={graphic} priority decorative /> : undefined}
        />
      )}
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
