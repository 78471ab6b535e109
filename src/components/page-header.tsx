import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: string;
  /** A short line above the title (a persona page's catchphrase). */
  eyebrow?: string | null;
  subtitle?: string | null;
  /** An icon or graphic shown beside the title. */
  icon?: ReactNode;
  /** Content for the right-hand side (a graphic, a switch, a call to action). */
  aside?: ReactNode;
  /**
   * What the aside is, for narrow screens where it cannot stand beside the title: an icon moves
   * above the title at icon size; an illustration stays below the words at a size that still reads.
   */
  asideKind?: "icon" | "illustration";
  children?: ReactNode;
}

/** The reusable top of a page: its h1, an optional subtitle, an icon slot and a right-hand slot. */
export function PageHeader({ title, eyebrow, subtitle, icon, aside, asideKind, children }: PageHeaderProps) {
  return (
    <header className={asideKind && aside ? `page-header page-header--${asideKind}` : "page-header"}>
      <div className="container page-header__inner">
        <div className="page-header__main">
          {icon ? <div className="page-header__icon">{icon}</div> : null}
          <div>
            {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
            <h1 className="page-header__title">{title}</h1>
            {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
            {children}
          </div>
        </div>
        {aside ? <div className="page-header__aside">{aside}</div> : null}
      </div>
    </header>
  );
}
