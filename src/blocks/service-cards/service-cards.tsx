import { useId, useState } from "react";
import { Link } from "react-router";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { plainText } from "../../lib/preview/preview-text";
import { fixedWidth } from "../../lib/image/layouts";

/** A service card's 3rem square icon. */
const ICON = fixedWidth(48, 1);

/**
 * Cards linking to services; on request, a filter by service title. On a public page the filter is
 * `service-cards.script.ts`, over this markup; here it serves the drafts preview.
 */
export function ServiceCardsBlock({ block }: BlockProps<"serviceCards">) {
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const headingOf = new Map((block.cardHeadings ?? []).map((entry) => [entry.serviceId, entry.heading]));
  const services = block.services
    .filter((service) => service.path && service.title)
    .map((service) => ({ ...service, title: headingOf.get(service._id) ?? service.title }));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? services.filter((service) => service.title!.toLowerCase().includes(needle)) : services;
  return (
    <Section title={block.title} className="service-cards">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      {block.showFilter ? (
        // Filtering needs scripts; without them every card shows and the box is left out.
        <div className="service-cards__filter needs-scripts">
          <label htmlFor={filterId}>Filter services</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="e.g. link building"
          />
          <p role="status" className="visually-hidden service-cards__count">{`${shown.length} services shown`}</p>
        </div>
      ) : null}
      <ul className="service-cards__grid balanced-grid">
        {shown.map((service) => (
          <li key={service._id} className="service-card">
            <SanityImage image={service.icon} layout={ICON} className="service-card__icon" decorative />
            <h3 className="service-card__title">{service.title}</h3>
            {service.alias ? <p className="service-card__alias">{service.alias}</p> : null}
            {service.bullet ? <p className="service-card__bullet">{service.bullet}</p> : null}
            <div className="service-card__actions">
              <Link
                className="button"
                to={service.path!}
                aria-label={`View Service: ${import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(service.title) : service.title}`}
              >
                View Service
              </Link>
              <Link
                className="service-card__compare"
                to={service.hasPackages ? `${service.path}#pricing` : "/get-in-touch"}
                aria-label={`Compare Packages: ${import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(service.title) : service.title}`}
              >
                Compare Packages
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {/* Always written, hidden while a card shows: the public page's script fills it in and shows it. */}
      <p className="service-cards__no-match" hidden={shown.length > 0}>
        No service matches “<span className="service-cards__needle">{filter}</span>”.
      </p>
    </Section>
  );
}
