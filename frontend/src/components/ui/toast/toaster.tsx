import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, getToasts, subscribeToasts, toastScale, TOAST_GAP_PX, type Toast } from "./toast-store";

function ToastItem({ toast, index }: { toast: Toast; index: number }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(remaining.current - (Date.now() - started), 1000);
    };
  }, [paused, toast.id, toast.duration]);

  return (
    <li
      className={`toast toast--${toast.kind}`}
      role={toast.kind === "error" ? "alert" : "status"}
      data-testid="toast"
      style={{ transform: `scale(${toastScale(index)})`, zIndex: 100 - index }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === "error" ? "!" : toast.kind === "success" ? "✓" : "i"}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The toast stack: newest in front (at the bottom, closest to the user), each older toast
 * scaled 0.05 smaller than the one in front of it, 16 px apart; at most three at once (the store
 * drops the oldest), at the bottom left so they stay clear of a form's drawer and its actions.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toast-region" aria-label={t("toast.region")}>
      <ol className="toast-stack" aria-live="polite" aria-relevant="additions" style={{ gap: `${TOAST_GAP_PX}px` }}>
        {toasts.map((item, index) => (
          <ToastItem key={item.id} toast={item} index={index} />
        ))}
      </ol>
    </section>
  );
}
