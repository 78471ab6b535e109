import { PageBlocks } from "../blocks/page-blocks";
import type { PageBlock, SkippedBlock } from "../blocks/types";
import { PageHeader } from "../components/page-header";
import { RichText } from "../components/rich-text";
import { SanityImage } from "../components/sanity-image";
import type { PAGE_BY_PATH_QUERY_RESULT } from "../content/generated/sanity.types";
import { OnThisPage } from "./on-this-page";

type ServicePage = Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "service" }>;

interface ServiceTemplateProps {
  service: Pick<ServicePage, "title" | "alias" | "description" | "points" | "graphic">;
  blocks: PageBlock[];
  skipped: SkippedBlock[];
}

/** product.md §2 service layout: title, alias, description and points, then the service's blocks in order. */
export function ServiceTemplate({ service, blocks, skipped }: ServiceTemplateProps) {
  return (
    <>
      <PageHeader
        title={service.title ?? ""}
        subtitle={service.alias}
        aside={<SanityImage image={service.graphic} priority decorative />}
      >
        <RichText value={service.description} className="prose" />
        <RichText value={service.points} className="service-points" />
        <OnThisPage blocks={blocks} />
      </PageHeader>
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
