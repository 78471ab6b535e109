import { PageBlocks } from "../blocks/page-blocks";
import type { PageBlock, SkippedBlock } from "../blocks/types";
import { PageHeader } from "../components/page-header";
import { SanityImage } from "../components/sanity-image";
import type { PAGE_BY_PATH_QUERY_RESULT } from "../content/generated/sanity.types";

type PersonaPage = Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "personaPage" }>;

interface PersonaTemplateProps {
  persona: Pick<PersonaPage, "catchphrase" | "heading" | "paragraphs" | "graphic">;
  blocks: PageBlock[];
  skipped: SkippedBlock[];
}

/** product.md §2 persona page: catchphrase, heading, paragraphs and graphic, then its blocks. */
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
