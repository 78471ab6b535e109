import { RichText } from "../../components/rich-text";
import { SanityImage } from "../../components/sanity-image";
import { LAYOUTS } from "../../lib/image/layouts";
import { SmartLink } from "../../components/smart-link";
import type { BlockProps } from "../types";

/** The top of a page: its h1, a sub-heading and the calls to action for visitors or clients. */
export function HeroBlock({ block }: BlockProps<"hero">) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <h1 className="hero__heading">{block.heading}</h1>
          {block.subheading ? <p className="hero__subheading">{block.subheading}</p> : null}
          <RichText value={block.intro} className="hero__intro" />
          <div className="hero__actions">
            {block.actions?.map((action, index) => (
              <SmartLink
                key={action._key}
                href={action.href ?? "/"}
                className={`button only-visitor${index === 0 ? "" : " button--secondary"}`}
              >
                {action.label}
              </SmartLink>
            ))}
            {block.memberAction?.href ? (
              <SmartLink href={block.memberAction.href} className="button only-member">
                {block.memberAction.label}
              </SmartLink>
            ) : null}
          </div>
        </div>
        <SanityImage image={block.graphic} layout={LAYOUTS.heroGraphic} className="hero__graphic" priority decorative />
      </div>
    </section>
  );
}
