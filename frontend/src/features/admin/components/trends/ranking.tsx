import { Link } from "react-router-dom";

/** One row of a ranking: what, its figure as the reader reads it, and the list behind it. */
export interface RankedItem {
  key: string | number;
  name: string;
  detail?: string;
  /** What the bar's length is proportional to. */
  amount: number;
  /** The figure as shown ("3", "1.299,00 €"). */
  figure: string;
  to: string;
}

/** A ranking as horizontal bars, the longest first; each row opens its list. */
export function Ranking({ id, title, note, items, empty }: { id: string; title: string; note?: string; items: RankedItem[]; empty: string }) {
  const longest = Math.max(1, ...items.map((item) => item.amount));
  return (
    <section className="card trend-ranking" aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 id={`${id}-title`} className="trend-chart__title">
        {title}
      </h3>
      {note && <p className="trend-chart__note muted">{note}</p>}
      {items.length === 0 ? (
        <p className="muted trend-ranking__empty">{empty}</p>
      ) : (
        <ol className="trend-ranking__list">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="trend-ranking__row">
                <span className="trend-ranking__name">
                  {item.name}
                  {item.detail && <span className="muted"> · {item.detail}</span>}
                </span>
                <span className="trend-ranking__figure">{item.figure}</span>
                <span className="trend-ranking__bar" aria-hidden="true">
                  <span style={{ width: `${Math.max(2, (item.amount / longest) * 100)}%` }} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
