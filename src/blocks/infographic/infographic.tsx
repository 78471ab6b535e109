import { useId } from "react";
import type { BlockProps } from "../types";
import { ShareRing } from "./share-ring";

/**
 * product.md §2 content page: an infographic drawn from the figures in the block. The graphic is
 * made of real text and decorative rings, so the figure itself is its own text alternative.
 */
export function InfographicBlock({ block }: BlockProps<"infographic">) {
  const id = useId();
  const checklist = block.checklist?.filter(Boolean) ?? [];
  return (
    <section className="section infographic-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <figure className="infographic" aria-labelledby={`${id}-title`}>
          <header className="infographic__header">
            <h2 id={`${id}-title`} className="infographic__title">
              {block.title}
            </h2>
            {block.subtitle ? <p className="infographic__subtitle">{block.subtitle}</p> : null}
          </header>
          <ul className="infographic__figures">
            {block.figures.map((item) => (
              <li key={item._key} className="infographic__figure">
                <div className="infographic__badge">
                  {item.share?.part != null && item.share.whole ? (
                    <ShareRing part={item.share.part} whole={item.share.whole} />
                  ) : null}
                  <p className="infographic__number">
                    <span className="infographic__value">{item.figure}</span>{" "}
                    <span className="infographic__unit">{item.unit}</span>
                  </p>
                </div>
                <p className="infographic__caption">
                  {item.caption}
                  {item.share?.label ? <span className="visually-hidden"> ({item.share.label})</span> : null}
                </p>
              </li>
            ))}
          </ul>
          {checklist.length ? (
            <div className="infographic__checklist">
              {block.checklistTitle ? <h3 className="infographic__checklist-title">{block.checklistTitle}</h3> : null}
              <ul>
                {checklist.map((entry) => (
                  <li key={entry}>
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M5 12.5l4.5 4.5L19 7.5" />
                    </svg>
                    {entry}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {block.source ? <figcaption className="infographic__source">{block.source}</figcaption> : null}
        </figure>
      </div>
    </section>
  );
}
