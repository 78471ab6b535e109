import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { formatDays } from "../lib/format-days";
import { SanityImage, type ImageData } from "./sanity-image";
import { SmartLink } from "./smart-link";

interface ClaimValue {
  wording?: string | null;
}

interface TurnaroundValue {
  days?: number | null;
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }: { value?: { href?: string }; children: ReactNode }) =>
      value?.href ? <SmartLink href={value.href}>{children}</SmartLink> : <>{children}</>,
  },
  types: {
    // A claim whose document is missing renders nothing rather than a stale figure.
    claimReference: ({ value }: { value: ClaimValue }) => <>{value.wording ?? ""}</>,
    turnaroundReference: ({ value }: { value: TurnaroundValue }) => <>{value.days == null ? "" : formatDays(value.days)}</>,
    figure: ({ value }: { value: ImageData & { caption?: string | null } }) => (
      <figure className="rich-text__figure">
        <SanityImage image={value} />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
};

/**
 * Portable Text from the CMS, rendered. Only known marks and types render: no raw HTML reaches
 * the page. Its own chunk: `RichText` loads it only for content the prerender did not already show.
 */
export function PortableTextBody({ value }: { value: unknown[] }) {
  return <PortableText value={value as never} components={components} onMissingComponent={false} />;
}
