import { useLocation, useNavigate, useParams } from "react-router";
import { RichText } from "../../components/rich-text";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { memberAnchor } from "./member-anchor";
import "./team-grid.css";

/**
 * The team; choosing a member puts their name in the URL hash and their biography above the grid.
 * A member named in the hash, or in the path (/about-us/firstname-lastname), opens on load.
 */
export function TeamGridBlock({ block }: BlockProps<"teamGrid">) {
  const { hash } = useLocation();
  const { selected: fromPath } = useParams();
  const navigate = useNavigate();
  const members = block.members ?? [];
  const wanted = hash ? hash.slice(1) : fromPath;
  const selected = members.find((member) => memberAnchor(member) === wanted);
  return (
    <Section title={block.title} className="team-grid">
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
                onClick={() => navigate({ hash: isSelected ? "" : anchor }, { replace: true, preventScrollReset: true })}
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
