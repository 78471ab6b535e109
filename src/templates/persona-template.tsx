import { PageBlocks } from "../blocks/page-blocks";
import type { PreparedBlocks } from "../blocks/types";
import type { PAGE_BY_PATH_QUERY_RESULT } from "../content/generated/sanity.types";
import { DocumentHeader } from "./document-header";

type PersonaPage = Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "personaPage" }>;

interface PersonaTemplateProps extends PreparedBlocks {
  persona: Pick<PersonaPage, "catchphrase" | "heading" | "paragraphs" | "graphic">;
}

/** product.md §2 persona page: catchphrase, heading, paragraphs and graphic, then its blocks. */
export function PersonaTemplate({ persona, blocks, skipped }: PersonaTemplateProps) {
  return (
    <>
      <DocumentHeader
        title={persona.heading ?? ""}
        eyebrow={persona.catchphrase}
        graphic={persona.graphic}
        graphicKind="illustration"
      >
        {persona.paragraphs?.map((text) => (
          <p key={text} className="prose">
            {text}
          </p>
        ))}
      </DocumentHeader>
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
