/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plainText } from "../shared/plain-text.fixture";
import { renderWithRouter } from "../../test/render";
import { ContactFormBlock } from "./contact-form";
import { contactFormFixture } from "./contact-form.fixture";

beforeEach(() => vi.stubEnv("VITE_FORM_ENDPOINT", "https://forms.example.test/f/enquiry"));
afterEach(() => vi.unstubAllEnvs());

const withExplanation = (split: number | null) => ({
  ...contactFormFixture,
  anchor: "get-in-touch",
  explanationTitle: "Not sure which package fits? Ask us",
  explanation: plainText("why", "Tell us about your site and we will recommend a package."),
  split,
});

describe("contact form beside an explanation", () => {
  it("puts the explanation and the form side by side, split 50/50 by default", () => {
    const { container } = renderWithRouter(<ContactFormBlock block={withExplanation(null)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Not sure which package fits? Ask us" })).toBeTruthy();
    expect(screen.getByText("Tell us about your site and we will recommend a package.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Send us a message" })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    const split = container.querySelector<HTMLElement>(".contact-form__split")!;
    expect(split.style.getPropertyValue("--explanation-share")).toBe("50%");
    expect(container.querySelector("section")?.id).toBe("get-in-touch");
  });

  it("keeps an editor's ratio within 30-70%", () => {
    const { container, unmount } = renderWithRouter(<ContactFormBlock block={withExplanation(60)} />);
    expect(container.querySelector<HTMLElement>(".contact-form__split")!.dataset.split).toBe("60");
    unmount();
    const wide = renderWithRouter(<ContactFormBlock block={withExplanation(95)} />);
    expect(wide.container.querySelector<HTMLElement>(".contact-form__split")!.dataset.split).toBe("70");
  });

  it("shows the form alone when there is no explanation", () => {
    const { container } = renderWithRouter(<ContactFormBlock block={contactFormFixture} />);
    expect(container.querySelector(".contact-form__split")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Send us a message" })).toBeTruthy();
  });
});
