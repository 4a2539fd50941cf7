import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "@/lib/document-title";

export interface Crumb {
  label: string;
  to?: string;
}

interface PageProps {
  /** Screen name for the document title. */
  title: string;
  /** Visible h1; defaults to the title. */
  heading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
  breadcrumbs?: Crumb[];
  width?: "narrow" | "normal" | "wide" | "full";
  children?: ReactNode;
}

/** Frame of every screen: document title, breadcrumbs, h1, intro and actions. */
export function Page({ title, heading, intro, actions, badge, breadcrumbs, width = "normal", children }: PageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={`page page--${width}`}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav className="breadcrumbs" aria-label={t("app.breadcrumb")}>
          <ol>
            {breadcrumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <header className="page__header">
        <div className="page__heading">
          <h1 className="page__title">
            {heading ?? title}
            {badge}
          </h1>
          {intro && <p className="page__intro">{intro}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** The heading of a card section (named by `id` for its `aria-labelledby`), with what stands beside it. */
export function SectionHeader({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="subsection__header">
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
