// The Clipboard API needs a secure context; where it is missing or refused, the text is selected instead.
import { useEffect, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "selected";

const LABELS: Record<CopyState, string> = { idle: "複製", copied: "已複製", selected: "已選取，請按 Ctrl+C 複製" };
const RESET_MS = 3000;

export function CopyButton({ value, label, targetId }: { value: string; label: string; targetId: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), RESET_MS);
  };
  const selectTarget = () => {
    const target = document.getElementById(targetId);
    const selection = window.getSelection();
    if (target && selection) selection.selectAllChildren(target);
    show("selected");
  };
  const copy = () => {
    if (!navigator.clipboard) return selectTarget();
    navigator.clipboard.writeText(value).then(() => show("copied"), selectTarget);
  };
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={`複製${label}`}>
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}
