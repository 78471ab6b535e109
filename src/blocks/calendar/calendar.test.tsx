/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { CalendarBlock } from "./calendar";
import { calendarFixture } from "./calendar.fixture";

describe("CalendarBlock", () => {
  afterEach(() => vi.useRealTimers());

  it("shows today (UK) plus the service's days for a link service", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T23:30:00Z")); // 23:30 GMT: still 22 November in the UK
    const { container } = renderWithRouter(<CalendarBlock block={calendarFixture} />);
    expect(container.querySelector(".calendar__text")?.textContent).toMatch(/^Turnaround as soon as 10 days, on /);
    expect(screen.getByTestId("turnaround-date").textContent).toBe("Wednesday, 2 December 2026");
  });

  it("uses the UK date, not the visitor's, around midnight in summer time", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-30T23:30:00Z")); // 00:30 on 1 July in London (BST)
    const { container } = renderWithRouter(<CalendarBlock block={{ ...calendarFixture, days: 14, kind: "report" }} />);
    expect(container.querySelector(".calendar__text")?.textContent).toMatch(
      /^Sign up today and receive your first report in 14 days, on /,
    );
    expect(screen.getByTestId("turnaround-date").textContent).toBe("Wednesday, 15 July 2026");
  });

  it("calls the date the standard turnaround and names the fastest when the service can deliver sooner", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    const { container } = renderWithRouter(<CalendarBlock block={{ ...calendarFixture, days: 5, fromDays: 3 }} />);
    expect(container.querySelector(".calendar__text")?.textContent).toBe(
      "Standard turnaround 5 days, on Friday, 27 November 2026. Delivery in as little as 3 days when you need it sooner.",
    );
  });

  it("reads as whole sentences where scripts do not run and the date phrase is left out", () => {
    for (const [block, sentence] of [
      [
        { ...calendarFixture, days: 5, fromDays: 3 },
        "Standard turnaround 5 days. Delivery in as little as 3 days when you need it sooner.",
      ],
      [calendarFixture, "Turnaround as soon as 10 days"],
      [{ ...calendarFixture, days: 14, kind: "report" as const }, "Sign up today and receive your first report in 14 days"],
    ] as const) {
      const { container, unmount } = renderWithRouter(<CalendarBlock block={block} />);
      const text = container.querySelector(".calendar__text")!.cloneNode(true) as HTMLElement;
      // What CSS leaves out without scripts (html:not([data-scripts]) .needs-scripts).
      for (const phrase of text.querySelectorAll(".needs-scripts")) phrase.remove();
      expect(text.textContent).toBe(sentence);
      unmount();
    }
  });
});
