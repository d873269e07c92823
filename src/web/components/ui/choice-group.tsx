import { useId, type ReactNode } from 'react';

type Labelled = { legend: string; labelledBy?: never } | { labelledBy: string; legend?: never };

type ChoiceGroupProps = Labelled & {
  options: readonly string[];
  /** Shown under the choices, read with them (a hint, a note). */
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
} & (
    { multiple: true; value: readonly string[]; onChange: (value: string[]) => void } | { multiple?: false; value: string; onChange: (value: string) => void }
  );

/**
 * Radios (one choice) or checkboxes (several), drawn as large rows that are
 * easy to tap on a phone. Native inputs: arrow keys move between radios, Space
 * toggles a checkbox. Named by a visible legend, or by a heading elsewhere
 * (`labelledBy`).
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const name = useId();
  const { options, className = '' } = props;
  const isChecked = (option: string) => (props.multiple ? props.value.includes(option) : props.value === option);
  const toggle = (option: string, checked: boolean) => {
    if (props.multiple) {
      const next = checked ? [...props.value, option] : props.value.filter((item) => item !== option);
      props.onChange(options.filter((candidate) => next.includes(candidate)));
    } else if (checked) {
      props.onChange(option);
    }
  };
  const choices = (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            type={props.multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option}
            checked={isChecked(option)}
            disabled={props.disabled}
            onChange={(event) => toggle(option, event.target.checked)}
            className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );

  if (props.legend !== undefined) {
    return (
      <fieldset className={className} aria-describedby={props.describedBy}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">{props.legend}</legend>
        {choices}
        {props.children}
      </fieldset>
    );
  }
  return (
    <div role={props.multiple ? 'group' : 'radiogroup'} aria-labelledby={props.labelledBy} aria-describedby={props.describedBy} className={className}>
      {choices}
      {props.children}
    </div>
  );
}
