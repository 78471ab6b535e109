import { PageBlocks } from "../blocks/page-blocks";
import type { PreparedBlocks } from "../blocks/types";
import type { ImageData } from "../components/sanity-image";
import { DocumentHeader } from "./document-header";

interface PageTemplateProps extends PreparedBlocks {
  title: string;
  subtitle?: string | null;
  graphic?: ImageData | null;
}

/** A generic page: its header, unless its first block is a hero that carries the h1 itself. */
export function PageTemplate({ title, subtitle, graphic, blocks, skipped }: PageTemplateProps) {
  const startsWithHero = blocks[0]?._type === "hero";
  return (
    <>
      {startsWithHero ? null : <DocumentHeader title={title} subtitle={subtitle} graphic={graphic} />}
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
