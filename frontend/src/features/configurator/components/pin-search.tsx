import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ItemRef } from "@/api/types";
import { SearchBox } from "@/components/ui/search-box";
import { refKey } from "@/lib/catalogue";
import { PIN_GROUPS, searchPins, type PinCandidate } from "@/lib/pins";

/**
 * The search of "Parti da una scelta": everything the category offers matched by name or code (case and
 * accents aside), grouped by kind (numeric features last, for a target), those in `pins` left out, as a
 * combobox (ARIA 1.2, list autocomplete): typing opens the list with its first match active, the arrows move
 * through it, Enter pins the active match, Escape closes the list (and a second Escape clears the text); a
 * click or a tap pins too. After a tap the field lets the focus go, so that a phone's keyboard closes on the
 * step the pin has changed.
 */
export function PinSearch({ candidates, pins, onPin }: { candidates: PinCandidate[]; pins: ItemRef[]; onPin: (item: ItemRef) => void }) {
  const { t } = useTranslation();
  const id = `pin-search-${useId().replace(/:/g, "")}`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const pointer = useRef("");
  const matches = useMemo(() => searchPins(candidates, query, pins), [candidates, query, pins]);
  const typed = open && query.trim() !== "";
  const expanded = typed && matches.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const current = expanded ? Math.min(active, matches.length - 1) : -1;

  // the active match stays in sight as the arrows move through a long list
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: "nearest" });
  });

  const pick = (match: PinCandidate | undefined) => {
    if (!match) return;
    onPin(match.item);
    setQuery("");
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setOpen(true);
      if (expanded) setActive((current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      pick(matches[current]);
    } else if (event.key === "Escape" && (typed || query !== "")) {
      event.preventDefault();
      event.stopPropagation();
      if (typed) setOpen(false);
      else setQuery("");
    }
  };

  return (
    <>
      <SearchBox
        className="wz-pin-search"
        label={t("wizard.pinSearch")}
        placeholder={t("wizard.pinPlaceholder")}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setOpen(true);
          setActive(0);
        }}
        inputProps={{
          role: "combobox",
          autoComplete: "off",
          "aria-autocomplete": "list",
          "aria-expanded": expanded,
          "aria-controls": `${id}-list`,
          "aria-activedescendant": current >= 0 ? optionId(current) : undefined,
          onKeyDown,
          onBlur: () => setOpen(false),
          onFocus: () => setOpen(true),
        }}
      >
        <div id={`${id}-list`} role="listbox" aria-label={t("wizard.pinSearch")} className="wz-pin-search__list" hidden={!expanded}>
          {PIN_GROUPS.map((kind) => {
            const group = matches.map((match, index) => ({ match, index })).filter(({ match }) => match.item.kind === kind);
            if (group.length === 0) return null;
            return (
              <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                <div id={`${id}-${kind}`} role="presentation" className="wz-pin-search__group">
                  {t(`wizard.pinGroup.${kind}`)}
                </div>
                {group.map(({ match, index }) => (
                  // the keys are the combobox's (aria-activedescendant): an option never takes the focus
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={refKey(match.item)}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === current}
                    className={index === current ? "wz-pin-search__option is-active" : "wz-pin-search__option"}
                    data-testid={`pin-option-${refKey(match.item)}`}
                    // the input keeps the focus (and the list stays open) through a click
                    onMouseDown={(event) => event.preventDefault()}
                    onPointerDown={(event) => (pointer.current = event.pointerType)}
                    onClick={() => {
                      pick(match);
                      if (pointer.current === "touch") (document.activeElement as HTMLElement | null)?.blur();
                    }}
                  >
                    <span>{match.name}</span>
                    {match.code && <span className="wz-pin-search__code">{match.code}</span>}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </SearchBox>
      <p className={expanded ? "wz-pin-search__status visually-hidden" : "wz-pin-search__status"} role="status">
        {typed && (matches.length > 0 ? t("common.results", { count: matches.length }) : t("wizard.pinNoMatch", { query: query.trim() }))}
      </p>
    </>
  );
}
