import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { formatDays } from "../lib/format-days";
import { SanityImage, type ImageData } from "./sanity-image";
import { SmartLink } from "./smart-link";
import { editAttributes, type EditTarget } from "../lib/edit-target";

interface ClaimValue {
  wording?: string | null;
  claim?: { _ref?: string } | null;
}

interface TurnaroundValue {
  days?: number | null;
  service?: { _ref?: string } | null;
}

/**
 * An inline figure read through a reference: in the drafts preview wrapped in an element whose
 * `data-sanity` opens the claim or service it comes from; elsewhere the bare text, as before.
 */
function InlineFigure({ text, target }: { text: string; target: EditTarget | null }) {
  // The build-time flag itself, so that a production build drops the wrapper as dead code.
  if (import.meta.env.DRAFTS_PREVIEW !== "true" || !target) return <>{text}</>;
  return <span {...editAttributes(target)}>{text}</span>;
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }: { value?: { href?: string }; children: ReactNode }) =>
      value?.href ? <SmartLink href={value.href}>{children}</SmartLink> : <>{children}</>,
  },
  types: {
    // A claim whose document is missing renders nothing rather than a stale figure.
    claimReference: ({ value }: { value: ClaimValue }) => (
      <InlineFigure
        text={value.wording ?? ""}
        target={value.claim?._ref ? { id: value.claim._ref, type: "claim", path: "wording" } : null}
      />
    ),
    // The service's turnaround field: its own days, or which service it follows.
    turnaroundReference: ({ value }: { value: TurnaroundValue }) => (
      <InlineFigure
        text={value.days == null ? "" : formatDays(value.days)}
        target={value.service?._ref ? { id: value.service._ref, type: "service", path: "turnaround" } : null}
      />
    ),
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
