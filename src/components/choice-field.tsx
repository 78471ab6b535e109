interface ChoiceFieldProps {
  id: string;
  name: string;
  label: string;
  /** The first option, chosen when nothing else is: "Choose a service". */
  placeholder: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** A labelled drop-down of options, with a first entry that says what to do. */
export function ChoiceField({ id, name, label, placeholder, options, value, onChange, required }: ChoiceFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required={required} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
