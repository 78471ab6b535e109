import type { BlockProps } from "../types";
import { ViewTimeDate } from "../../components/view-time-date";
import { editAttributes, turnaroundEditTarget } from "../../lib/preview/edit-target";

/**
 * The service's turnaround as a date. A service that can also deliver faster (content: 5 days as
 * standard, from 3) calls the date its standard turnaround and names the fastest, so the panel
 * agrees with the "From N days" on its cards.
 */
export function CalendarBlock({ block }: BlockProps<"calendar">) {
  const days = block.days;
  const faster = block.fromDays && block.fromDays < days ? block.fromDays : null;
  // Each lead is a sentence on its own: where scripts do not run, ", on <date>" is left out.
  const lead = faster
    ? `Standard turnaround ${days} days`
    : block.kind === "link"
      ? `Turnaround as soon as ${days} days`
      : `Sign up today and receive your first report in ${days} days`;
  return (
    <section className="calendar" aria-label="Turnaround">
      <div className="container calendar__inner">
        <svg className="calendar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Z"
          />
        </svg>
        <p
          className="calendar__text"
          {...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(turnaroundEditTarget(block.turnaroundServiceId)))}
        >
          {lead}
          <ViewTimeDate days={days} className="calendar__date" testId="turnaround-date" before=", on " />
          {faster ? `. Delivery in as little as ${faster} days when you need it sooner.` : null}
        </p>
        {block.note ? <p className="calendar__note">{block.note}</p> : null}
      </div>
    </section>
  );
}
