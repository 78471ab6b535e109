import { SanityImage } from "../../components/sanity-image";
import { fixedWidth } from "../../lib/image/layouts";
import { SmartLink } from "../../components/smart-link";
import type { BlockProps } from "../types";

/** A logo 2.75rem high: about 160 px wide for the usual wide mark. */
const LOGO = fixedWidth(160);

/** A row of partner logos; logos without an image are left out rather than shown broken. */
export function LogoStripBlock({ block }: BlockProps<"logoStrip">) {
  const logos = block.logos.filter((logo) => logo.image?.url);
  if (!logos.length) return null;
  const headingId = `logo-strip-${block._key}`;
  return (
    <section
      className="logo-strip"
      aria-labelledby={block.title ? headingId : undefined}
      aria-label={block.title ? undefined : "Partners"}
    >
      <div className="container">
        {block.title ? (
          <h2 id={headingId} className="logo-strip__title">
            {block.title}
          </h2>
        ) : null}
        <ul className="logo-strip__list">
          {logos.map((logo) => {
            const image = <SanityImage image={{ ...logo.image!, alt: logo.image!.alt || logo.name }} layout={LOGO} />;
            return <li key={logo._key}>{logo.href ? <SmartLink href={logo.href}>{image}</SmartLink> : image}</li>;
          })}
        </ul>
      </div>
    </section>
  );
}
