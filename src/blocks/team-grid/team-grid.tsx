import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { loadRichTextRenderer, RichText } from "../../components/rich-text";
import { useHydrated } from "../../lib/use-hydrated";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { memberAnchor } from "./member-anchor";
import { plainText } from "../../lib/preview-text";

/** Marks a navigation the visitor made by choosing a member (kept in the history entry, so Back has it too). */
interface TeamChoice {
  teamChoice?: boolean;
}

/**
 * The team; choosing a member puts their name in the URL hash and their biography above the grid.
 * A member named in the hash, or in the path (/about-us/firstname-lastname), opens on load. Every
 * choice is one address (the page's own, with the member's hash, never the hash on a member's
 * path) and a history entry, so Back returns to the member before.
 */
export function TeamGridBlock({ block }: BlockProps<"teamGrid">) {
  const { hash, pathname, state, key } = useLocation();
  const { selected: fromPath } = useParams();
  const navigate = useNavigate();
  // The prerendered page never has a hash: read it only after hydration, so the first client
  // render matches the HTML. The path (/about-us/:selected) is known at build time.
  const hydrated = useHydrated();
  // A biography chosen in the browser is not on the prerendered page: have its renderer ready. If
  // this download fails, showing the biography tries again.
  useEffect(() => {
    loadRichTextRenderer().catch(() => {});
  }, []);
  const members = block.members;
  const wanted = hydrated && hash ? hash.slice(1) : fromPath;
  const selected = members.find((member) => memberAnchor(member) === wanted || (member.slug && member.slug === wanted));
  // The page itself: /about-us, also when a member was opened by path (/about-us/:selected).
  const pagePath = fromPath ? pathname.replace(/\/[^/]+$/, "") : pathname;
  const choose = (anchor: string) =>
    navigate(
      { pathname: pagePath, hash: anchor },
      { preventScrollReset: true, state: { teamChoice: true } satisfies TeamChoice },
    );

  // The biography opens above the grid, out of sight on a phone: bring it into view and move the
  // focus to its name, so the visitor (and a screen reader) lands on what they chose.
  const biographyRef = useRef<HTMLElement>(null);
  const chosen = (state as TeamChoice | null)?.teamChoice === true;
  useEffect(() => {
    if (!chosen || !selected || !biographyRef.current) return;
    biographyRef.current.scrollIntoView({ block: "start" });
    biographyRef.current.querySelector("h3")?.focus({ preventScroll: true });
  }, [chosen, selected, key]);
  return (
    <Section title={block.title} className="team-grid">
      <RichText value={block.intro} className="prose section__intro" />
      {selected ? (
        <article className="team-grid__biography" aria-live="polite" ref={biographyRef}>
          <SanityImage image={selected.portrait} className="team-grid__biography-portrait" decorative />
          <div>
            <h3 tabIndex={-1}>{`${selected.firstName} ${selected.lastName}`}</h3>
            <p className="team-grid__expertise">{selected.expertise}</p>
            <RichText value={selected.biography} />
            {selected.bookingUrl ? (
              <BookingLink name={`${selected.firstName} ${selected.lastName}`} href={selected.bookingUrl} />
            ) : null}
          </div>
        </article>
      ) : null}
      <ul className="team-grid__list">
        {members.map((member) => {
          const anchor = memberAnchor(member);
          const isSelected = selected?._id === member._id;
          return (
            <li key={member._id}>
              <button
                type="button"
                className="team-grid__member"
                aria-pressed={isSelected}
                // Choosing the open member again closes it: the page's address with no member.
                onClick={() => choose(isSelected ? "" : anchor)}
              >
                <SanityImage image={member.portrait} className="team-grid__portrait" decorative />
                <span className="team-grid__name">{`${member.firstName} ${member.lastName}`}</span>
                <span className="team-grid__expertise">{member.expertise}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** As on the service pages' book-a-call list: the member's own booking page, in a new tab. */
function BookingLink({ name, href }: { name: string; href: string }) {
  return (
    <a
      className="button team-grid__booking"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Book a call with ${import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(name) : name} (opens in a new tab)`}
    >
      Book a call
    </a>
  );
}
