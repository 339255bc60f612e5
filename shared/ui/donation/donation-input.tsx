// `filter` rewrites what is typed, so the field never holds what the spec strips.
import { useId, type InputHTMLAttributes } from "react";

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "id">;

export interface DonationInputProps extends NativeProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  filter?: (value: string) => string;
  hint?: string;
  prefix?: string;
  suffix?: string;
}

export function DonationInput({
  label,
  name,
  value,
  onValue,
  filter,
  hint,
  prefix,
  suffix,
  ...native
}: DonationInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="donation-field">
      <label htmlFor={id}>{label}</label>
      <div className="donation-field__control">
        {prefix && (
          <span className="donation-field__affix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...native}
          id={id}
          name={name}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onValue(filter ? filter(event.target.value) : event.target.value)}
        />
        {suffix && (
          <span className="donation-field__affix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p className="donation-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
