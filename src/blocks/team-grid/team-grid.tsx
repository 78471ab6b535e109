import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { loadRichTextRenderer, RichText } from "../../components/rich-text";
import { useHydrated } from "../../lib/page-start/use-hydrated";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { memberAnchor } from "./member-anchor";
import { plainText } from "../../lib/preview/preview-text";
import { fixedWidth } from "../../lib/image/layouts";

/** Round portraits: 7rem on a card (4.5rem on phones), 8rem beside the biography. */
const CARD_PORTRAIT = fixedWidth(112, 1);
const BIOGRAPHY_PORTRAIT = fixedWidth(128, 1);

/** Marks a navigation the visitor made by choosing a member (kept in the history entry, so Back has it too). */
interface TeamChoice {
  teamChoice?: boolean;
}

type Member = BlockProps<"teamGrid">["block"]["members"][number];

/** The member the address names (by its hash or its path), the page's own path, and how to choose another. */
function useChosenMember(members: readonly Member[]) {
  const { hash, pathname } = useLocation();
  // A member's own address (/about-us/:selected): the route's parameter in the app; on the content
  // page, whose island has no routes (decision 0034), the path's last part when it names a member.
  const { selected: memberParam } = useParams();
  const lastPart = pathname.slice(pathname.lastIndexOf("/") + 1);
  const fromPath = memberParam ?? (members.some((member) => member.slug === lastPart) ? lastPart : undefined);
  const navigate = useNavigate();
  // The prerendered page never has a hash: read it only after hydration, so the first client
  // render matches the HTML. The path (/about-us/:selected) is known at build time.
  const hydrated = useHydrated();
  const wanted = hydrated && hash ? hash.slice(1) : fromPath;
  const selected = members.find((member) => memberAnchor(member) === wanted || (member.slug && member.slug === wanted));
  // The page itself: /about-us, also when a member was opened by path (/about-us/:selected).
  const pagePath = fromPath ? pathname.replace(/\/[^/]+$/, "") : pathname;
  const choose = (anchor: string) =>
    navigate(
      { pathname: pagePath, hash: anchor },
      { preventScrollReset: true, state: { teamChoice: true } satisfies TeamChoice },
    );
  return { selected, pagePath, choose };
}

/**
 * The biography opens above the grid, out of sight on a phone: bring it into view and move the
 * focus to its name, so the visitor (and a screen reader) lands on what they chose. Returns the ref
 * for the shown biography.
 */
function useBiographyInView(selected: Member | undefined) {
  const { state, key } = useLocation();
  const biographyRef = useRef<HTMLElement>(null);
  const chosen = (state as TeamChoice | null)?.teamChoice === true;
  useEffect(() => {
    if (!chosen || !selected || !biographyRef.current) return;
    biographyRef.current.scrollIntoView({ block: "start" });
    biographyRef.current.querySelector("h3")?.focus({ preventScroll: true });
  }, [chosen, selected, key]);
  // A member's shared address (/about-us/:selected or /about-us#member) opened directly lands on
  // their biography too: once, when it first shows (useChosenMember reads a hash only after hydration).
  const landed = useRef(false);
  useEffect(() => {
    if (landed.current || chosen || !selected || !biographyRef.current) return;
    landed.current = true;
    biographyRef.current.scrollIntoView({ block: "start" });
  }, [chosen, selected]);
  return biographyRef;
}

/**
 * The team; choosing a member puts their name in the URL hash and their biography above the grid.
 * A member named in the hash, or in the path (/about-us/firstname-lastname), opens on load. Every
 * choice is one address (the page's own, with the member's hash, never the hash on a member's
 * path) and a history entry, so Back returns to the member before. On a public page the choosing
 * is `team-grid.script.ts`, over this markup; here it serves the drafts preview.
 */
export function TeamGridBlock({ block }: BlockProps<"teamGrid">) {
  const members = block.members;
  const { selected, pagePath, choose } = useChosenMember(members);
  // A biography chosen in the browser is not on the prerendered page: have its renderer ready. If
  // this download fails, showing the biography tries again.
  useEffect(() => {
    loadRichTextRenderer().catch(() => {});
  }, []);
  const biographyRef = useBiographyInView(selected);
  return (
    <Section title={block.title} className="team-grid">
      <RichText value={block.intro} className="prose section__intro" />
      {/* Every member's biography is written, the chosen one shown: a public page's script
          (team-grid.script.ts) shows another without asking for anything. */}
      {members.map((member) => {
        const isSelected = selected?._id === member._id;
        return (
          <MemberBiography
            key={member._id}
            member={member}
            shown={isSelected}
            biographyRef={isSelected ? biographyRef : undefined}
          />
        );
      })}
      <ul className="team-grid__list" data-page-path={pagePath}>
        {members.map((member) => {
          const anchor = memberAnchor(member);
          const isSelected = selected?._id === member._id;
          return (
            // The member's anchor is on their card: a shared /about-us#member lands there even
            // before (or without) scripts, and the islands entry hydrates a grid the hash points into.
            <li key={member._id} id={anchor}>
              <MemberCard
                member={member}
                pagePath={pagePath}
                selected={isSelected}
                // Choosing the open member again closes it: the page's address with no member.
                onToggle={() => choose(isSelected ? "" : anchor)}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A member's biography: written for every member, hidden unless they are the one chosen. */
function MemberBiography({
  member,
  shown,
  biographyRef,
}: {
  member: Member;
  shown: boolean;
  biographyRef: RefObject<HTMLElement | null> | undefined;
}) {
  return (
    <article
      className="team-grid__biography"
      data-member={memberAnchor(member)}
      hidden={!shown}
      aria-live="polite"
      ref={biographyRef}
    >
      <SanityImage image={member.portrait} layout={BIOGRAPHY_PORTRAIT} className="team-grid__biography-portrait" decorative />
      <div>
        <h3 tabIndex={-1}>{`${member.firstName} ${member.lastName}`}</h3>
        <p className="team-grid__expertise">{member.expertise}</p>
        <RichText value={member.biography} />
        {member.bookingUrl ? <BookingLink name={`${member.firstName} ${member.lastName}`} href={member.bookingUrl} /> : null}
      </div>
    </article>
  );
}

/**
 * A member's card in the grid, as the toggle that opens their biography: a link to their own
 * address when they have one, a plain button otherwise.
 */
function MemberCard({
  member,
  pagePath,
  selected,
  onToggle,
}: {
  member: Member;
  pagePath: string;
  selected: boolean;
  onToggle: () => void;
}) {
  const card = (
    <>
      <SanityImage image={member.portrait} layout={CARD_PORTRAIT} className="team-grid__portrait" decorative />
      <span className="team-grid__name">{`${member.firstName} ${member.lastName}`}</span>
      <span className="team-grid__expertise">{member.expertise}</span>
    </>
  );
  return member.slug ? (
    <MemberToggleLink
      slug={member.slug}
      href={selected ? pagePath : `${pagePath}/${member.slug}`}
      pressed={selected}
      onToggle={onToggle}
    >
      {card}
    </MemberToggleLink>
  ) : (
    <button type="button" className="team-grid__member" aria-pressed={selected} onClick={onToggle}>
      {card}
    </button>
  );
}

/**
 * A member's toggle, written as a link to the member's own address (/about-us/:selected, prerendered
 * with their biography open), so that where scripts do not run choosing a member still opens them
 * (decision 0031). With scripts it is the same toggle button as a member without an address of
 * their own: a plain click or Space chooses in place, and a click meant for a new tab is the
 * browser's.
 */
function MemberToggleLink({
  slug,
  href,
  pressed,
  onToggle,
  children,
}: {
  slug: string;
  href: string;
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onToggle();
  };
  // Enter follows a link by itself (a click); a button also answers Space.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    onToggle();
  };
  return (
    <a
      href={href}
      role="button"
      className="team-grid__member"
      data-slug={slug}
      aria-pressed={pressed}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </a>
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
