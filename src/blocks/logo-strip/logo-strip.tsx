import { SanityImage } from "../../components/sanity-image";
import { SmartLink } from "../../components/smart-link";
import type { BlockProps } from "../types";

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
            const image = <SanityImage image={{ ...logo.image!, alt: logo.image!.alt || logo.name }} />;
            return <li key={logo._key}>{logo.href ? <SmartLink href={logo.href}>{image}</SmartLink> : image}</li>;
          })}
        </ul>
      </div>
    </section>
  );
}
