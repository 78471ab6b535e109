import { SanityImage } from "../../components/sanity-image";
import { fixedWidth } from "../../lib/image/layouts";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { plainText } from "../../lib/preview/preview-text";

/** A 5rem round portrait. */
const PORTRAIT = fixedWidth(80, 1);

export function BookACallBlock({ block }: BlockProps<"bookACall">) {
  return (
    <Section title={block.title} className="book-a-call section--tinted">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <ul className="book-a-call__list balanced-grid">
        {block.members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li key={member._id} className="book-a-call__member">
              <SanityImage image={member.portrait} layout={PORTRAIT} className="book-a-call__portrait" decorative />
              <div className="book-a-call__text">
                <h3 className="book-a-call__name">{name}</h3>
                <p className="book-a-call__expertise">{member.expertise}</p>
                <a
                  className="button"
                  href={member.bookingUrl ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Book a call with ${import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(name) : name} (opens in a new tab)`}
                >
                  Book a call
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
