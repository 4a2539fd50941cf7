import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "./spinner";

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  icon?: "box" | "list" | "clock" | "search";
  headingLevel?: 2 | 3;
}

const ICONS: Record<NonNullable<EmptyStateProps["icon"]>, ReactNode> = {
  box: <path d="M4 8l8-4 8 4v8l-8 4-8-4V8zm0 0l8 4 8-4M12 12v8" />,
  list: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  clock: <path d="M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z" />,
  search: <path d="M21 21l-5-5m2-5a7 7 0 11-14 0 7 7 0 0114 0z" />,
};

/** What a screen shows while it has nothing (yet) to list. */
export function EmptyState({ title, text, action, icon = "box", headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {ICONS[icon]}
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

interface ListEmptyProps {
  pending: boolean;
  /** A search or filter is applied: "no matches" instead of "nothing yet". */
  filtered: boolean;
  title: string;
  text: string;
  noMatchesText: string;
}

/** The empty slot of an admin list: a spinner while the first page loads, then why there is nothing. */
export function ListEmpty({ pending, filtered, title, text, noMatchesText }: ListEmptyProps) {
  const { t } = useTranslation();
  if (pending) return <PageSpinner />;
  return (
    <EmptyState
      icon={filtered ? "search" : "list"}
      headingLevel={2}
      title={filtered ? t("admin.noMatchesTitle") : title}
      text={filtered ? noMatchesText : text}
    />
  );
}
