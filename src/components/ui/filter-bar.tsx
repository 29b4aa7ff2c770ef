import { type FormEvent, useId } from "react";

export interface SearchBoxProps {
  /** The input's label (visually hidden; the placeholder shows what to type). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the search form (its width). */
  className?: string;
  /** A taller input (a hero's search). */
  large?: boolean;
}

/** A listing's search: a `role="search"` form whose input filters as one types (Enter does not reload the page). */
export function SearchBox({ label, placeholder, value, onChange, className, large }: SearchBoxProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event: FormEvent) => event.preventDefault()} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={`w-full rounded-md border border-line bg-surface px-4 ${large ? "py-3" : "py-2"} text-ink placeholder:text-ink-muted`}
      />
    </form>
  );
}

export interface ChipGroupProps<V extends string> {
  /** The group's name for screen readers. */
  label: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  /** The visible (translated) name of an option. */
  optionLabel: (option: V) => string;
  id?: string;
  hidden?: boolean;
  className?: string;
}

/** One-of-many filter chips: a labelled group of toggle buttons, the chosen one `aria-pressed`. */
export function ChipGroup<V extends string>({ label, options, value, onChange, optionLabel, id, hidden, className }: ChipGroupProps<V>) {
  return (
    <div id={id} role="group" aria-label={label} hidden={hidden} className={className}>
      {options.map((option) => {
        const pressed = value === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${pressed ? "border-brand bg-brand text-white" : "border-line bg-surface text-ink hover:bg-brand-soft"}`}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
