import { PageBlocks } from "../blocks/page-blocks";
import type { PreparedBlocks } from "../blocks/types";
import { RichText } from "../components/rich-text";
import type { PAGE_BY_PATH_QUERY_RESULT } from "../content/generated/sanity.types";
import { DocumentHeader } from "./document-header";
import { OnThisPage } from "./on-this-page";

type ServicePage = Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "service" }>;

interface ServiceTemplateProps extends PreparedBlocks {
  service: Pick<ServicePage, "title" | "alias" | "description" | "points" | "graphic">;
}

/** product.md §2 service layout: title, alias, description and points, then the service's blocks in order. */
export function ServiceTemplate({ service, blocks, skipped }: ServiceTemplateProps) {
  return (
    <>
      <DocumentHeader title={service.title ?? ""} subtitle={service.alias} graphic={service.graphic}>
        <RichText value={service.description} className="prose" />
        <RichText value={service.points} className="service-points" />
        <OnThisPage blocks={blocks} />
      </DocumentHeader>
      <PageBlocks blocks={blocks} skipped={skipped} />
    </>
  );
}
