import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  title?: string | null;
  className?: string;
  children: ReactNode;
}

/** A page section with an optional anchor and an h2, so every block sits in the page outline. */
export function Section({ id, title, className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={className ? `section ${className}` : "section"} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <h2 className="section__title" id={headingId}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}
