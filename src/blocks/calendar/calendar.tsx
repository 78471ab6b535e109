import type { BlockProps } from "../types";
import { useViewTimeDate } from "./use-view-time-date";
import "./calendar.css";

export function CalendarBlock({ block }: BlockProps<"calendar">) {
  const days = block.days;
  const date = useViewTimeDate(days);
  const lead =
    block.kind === "link"
      ? `Turnaround as soon as ${days} days, on`
      : `Sign up today and receive your first report in ${days} days, on`;
  return (
    <section className="calendar" aria-label="Turnaround">
      <div className="container calendar__inner">
        <svg className="calendar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Z"
          />
        </svg>
        <p className="calendar__text">
          {lead}{" "}
          <time className="calendar__date" data-testid="turnaround-date">
            {date}
          </time>
        </p>
        {block.note ? <p className="calendar__note">{block.note}</p> : null}
      </div>
    </section>
  );
}
