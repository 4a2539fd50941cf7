import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "@/lib/format";
import type { Catalogue, DisabledOption, ItemRef, Repair } from "@/api/types";
import { itemName, refKey } from "@/lib/catalogue";
import { isBudgetOff } from "@/lib/budget";
import { applyAnyway } from "@/lib/wizard";
import { isPinned } from "@/lib/pins";
import { ConfirmButtons } from "@/components/ui/confirm-buttons";
import { PinMarker, useDropName } from "./pin-marker";
import type { StepProps } from "./step-props";
import "./steps.css";

/** The names of what frees an option, leaving out those its reason already names (they are the choices made). */
function freedByNames(catalogue: Catalogue, off: DisabledOption): string[] {
  return off.freedBy.map((r) => itemName(catalogue, r)).filter((name) => !off.reason.includes(name));
}

/**
 * Why an option is ruled out, said once: the administrators' messages of its rules when they wrote some
 * (the generated reason would say the same again), otherwise the reason; then what frees it.
 */
export function WhyText({ id, off, catalogue, className }: { id: string; off: DisabledOption; catalogue: Catalogue; className?: string }) {
  const { t } = useTranslation();
  const messages = [...new Set(off.ruleMessages ?? [])].filter((m) => m.trim() !== "");
  const freed = messages.length > 0 ? off.freedBy.map((r) => itemName(catalogue, r)) : freedByNames(catalogue, off);
  return (
    <span id={id} className={className ?? "wz-why__text"} data-testid="why">
      {messages.length > 0 ? messages.map((m) => `${m.replace(/[.\s]+$/, "")}.`).join(" ") : off.reason}
      {freed.length > 0 && <> {t("wizard.freedBy", { items: freed.join(", ") })}</>}
    </span>
  );
}

/**
 * "Scegli comunque": what would change (the choices given up, what the server puts in place of a model given
 * up) and the server's price, then on confirmation the change. Keyboard: the panel takes the focus; Escape or
 * "Annulla" go back.
 */
function AnywayConfirm({ item, repair, props, onCancel, onDone }: { item: ItemRef; repair: Repair; props: StepProps; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { catalogue, selection, setSelection, notify } = props;
  const id = `anyway-${useId().replace(/:/g, "")}`;
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const dropName = useDropName(catalogue, props.pins, props.targets);
  const plan = applyAnyway(selection, catalogue, repair, item, props.pins);
  const name = itemName(catalogue, item);
  const dropped = repair.drop.map(dropName);
  const instead = repair.instead ?? [];
  // the price the server gives a configuration with a model (without one it is no price)
  const grandTotal = plan.chosen && plan.selection.modelId !== null ? repair.grandTotal : null;
  const confirm = () => {
    setSelection(() => plan.selection);
    props.releasePins?.(repair.drop);
    const done = [
      ...dropped.map((n) => t("wizard.anywayDropped", { name: n })),
      ...instead.map((r) => t(r.kind === "model" ? "wizard.anywayModelChosen" : "wizard.anywayChosen", { name: itemName(catalogue, r) })),
      ...(plan.chosen ? [t("wizard.anywayChosen", { name })] : []),
    ];
    notify(t("wizard.anywayDone", { changes: done.join("; ") }));
    onDone();
  };
  return (
    <div className="wz-anyway" role="group" aria-labelledby={`${id}-title`} data-testid="anyway-confirm">
      <p id={`${id}-title`} ref={titleRef} tabIndex={-1} className="wz-anyway__title">
        {t("wizard.anywayTitle", { name })}
      </p>
      <ul className="wz-anyway__changes" data-testid="anyway-drop">
        {dropped.map((n) => (
          <li key={n}>{t("wizard.anywayDrop", { name: n })}</li>
        ))}
        {instead.length > 0 && (
          <li data-testid="anyway-instead">{t("wizard.anywayInstead", { names: instead.map((r) => itemName(catalogue, r)).join(", ") })}</li>
        )}
      </ul>
      {!plan.chosen ? (
        <p className="wz-anyway__price">{t("wizard.anywayNoModel", { names: dropped.join(", ") })}</p>
      ) : grandTotal !== null ? (
        <p className="wz-anyway__price" data-testid="anyway-price">
          {t("wizard.anywayPrice", { price: formatCents(grandTotal) })}
        </p>
      ) : null}
      <div className="wz-anyway__actions">
        <ConfirmButtons confirmLabel={t("wizard.anywayConfirm")} onConfirm={confirm} onCancel={onCancel} />
      </div>
    </div>
  );
}

/** The open explanation's actions: "Scegli comunque" when a change of the choices frees the option, then its confirmation. */
export function OffActions({ item, off, props, onClose }: { item: ItemRef; off: DisabledOption; props: StepProps; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const anywayRef = useRef<HTMLButtonElement>(null);
  if (!off.repair) return isBudgetOff(off) ? <p className="wz-why__hint">{t("wizard.overBudgetHint")}</p> : null;
  if (confirming)
    return (
      <AnywayConfirm
        item={item}
        repair={off.repair}
        props={props}
        onCancel={() => {
          setConfirming(false);
          window.requestAnimationFrame(() => anywayRef.current?.focus());
        }}
        onDone={() => onClose(true)}
      />
    );
  return (
    <button
      ref={anywayRef}
      type="button"
      className="button button--small wz-why__anyway"
      onClick={() => setConfirming(true)}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose(true);
      }}
    >
      {t("wizard.anyway")}
    </button>
  );
}

/**
 * One choosable option: a toggle button. A ruled-out option stays focusable (aria-disabled): its reason,
 * and the rules' messages, show on hover and on focus, and a click (a tap on a phone) opens them with
 * "Scegli comunque" instead of choosing it. An implied option (every valid configuration has it) says so.
 */
export function OptionButton({
  refItem,
  selected,
  off,
  implied,
  onChoose,
  props,
  className,
  children,
}: {
  refItem: ItemRef;
  selected: boolean;
  off: DisabledOption | undefined;
  implied?: string;
  onChoose: () => void;
  props: StepProps;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const uid = `${refKey(refItem).replace(/[:@]/g, "-")}-${useId().replace(/:/g, "")}`;
  const greyed = !!off && !selected;
  if (open && !greyed) setOpen(false);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) window.requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <div className={`wz-option${off ? " wz-option--off" : ""}${open ? " is-open" : ""}${props.repricing ? " is-repricing" : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`${className}${selected ? " is-selected" : ""}`}
        aria-pressed={selected}
        aria-disabled={greyed || undefined}
        aria-describedby={off ? `why-${uid}` : undefined}
        aria-expanded={greyed ? open : undefined}
        aria-controls={greyed ? `panel-${uid}` : undefined}
        data-testid={`option-${refKey(refItem)}`}
        data-implied={implied ? true : undefined}
        onClick={() => {
          if (greyed) setOpen((o) => !o);
          else onChoose();
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) close(false);
        }}
      >
        {children}
        {isPinned(props.pins, refItem) && <PinMarker />}
        {implied && !off && (
          <span className="wz-implied">
            {implied}
          </span>
        )}
      </button>
      {off && (
        <div id={`panel-${uid}`} className="wz-why" role={open ? "group" : "tooltip"} aria-labelledby={open ? `why-${uid}` : undefined}>
          <WhyText id={`why-${uid}`} off={off} catalogue={props.catalogue} />
          {open && <OffActions item={refItem} off={off} props={props} onClose={close} />}
        </div>
      )}
    </div>
  );
}
