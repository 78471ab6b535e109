import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { loadRichTextRenderer, RichText } from "../../components/rich-text";
import { useHydrated } from "../../lib/use-hydrated";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { memberAnchor } from "./member-anchor";

/**
 * The team; choosing a member puts their name in the URL hash and their biography above the grid.
 * A member named in the hash, or in the path (/about-us/firstname-lastname), opens on load.
 */
export function TeamGridBlock({ block }: BlockProps<"teamGrid">) {
  const { hash, pathname } = useLocation();
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
  return (
    <Section title={block.title} className="team-grid">
      <RichText value={block.intro} className="prose section__intro" />
      {selected ? (
        <article className="team-grid__biography" aria-live="polite">
          <SanityImage image={selected.portrait} className="team-grid__biography-portrait" decorative />
          <div>
            <h3>{`${selected.firstName} ${selected.lastName}`}</h3>
            <p className="team-grid__expertise">{selected.expertise}</p>
            <RichText value={selected.biography} />
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
                onClick={() =>
                  // Closing a member opened by path goes back to /about-us, or the path would keep it open.
                  isSelected && fromPath
                    ? navigate(
                        { pathname: pathname.replace(/\/[^/]+$/, ""), hash: "" },
                        { replace: true, preventScrollReset: true },
                      )
                    : navigate({ hash: isSelected ? "" : anchor }, { replace: true, preventScrollReset: true })
                }
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
