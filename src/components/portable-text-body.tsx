import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { formatDays } from "../lib/format/format-days";
import { SanityImage, type ImageData } from "./sanity-image";
import { LAYOUTS } from "../lib/image/layouts";
import { SmartLink } from "./smart-link";
import { editAttributes, turnaroundEditTarget } from "../lib/preview/edit-target";

interface ClaimValue {
  wording?: string | null;
  claim?: { _ref?: string } | null;
}

interface TurnaroundValue {
  days?: number | null;
  /** The service whose turnaround field holds the days (itself, or the one it follows). */
  turnaroundServiceId?: string | null;
}

// In the drafts preview an inline figure is wrapped in an element whose `data-sanity` opens the
// claim or turnaround it comes from. The flag is tested in place, so a production build folds each
// to the bare text, as it was before the preview existed.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }: { value?: { href?: string }; children: ReactNode }) =>
      value?.href ? <SmartLink href={value.href}>{children}</SmartLink> : <>{children}</>,
  },
  types: {
    // A claim whose document is missing renders nothing rather than a stale figure.
    claimReference: ({ value }: { value: ClaimValue }) =>
      import.meta.env.DRAFTS_PREVIEW === "true" && value.claim?._ref ? (
        <span {...editAttributes({ id: value.claim._ref, type: "claim", path: "wording" })}>{value.wording ?? ""}</span>
      ) : (
        <>{value.wording ?? ""}</>
      ),
    turnaroundReference: ({ value }: { value: TurnaroundValue }) =>
      import.meta.env.DRAFTS_PREVIEW === "true" && value.turnaroundServiceId ? (
        <span {...editAttributes(turnaroundEditTarget(value.turnaroundServiceId))}>
          {value.days == null ? "" : formatDays(value.days)}
        </span>
      ) : (
        <>{value.days == null ? "" : formatDays(value.days)}</>
      ),
    figure: ({ value }: { value: ImageData & { caption?: string | null } }) => (
      <figure className="rich-text__figure">
        <SanityImage image={value} layout={LAYOUTS.proseFigure} />
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
