import { useId } from 'react';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="sh-search-box">
      <label htmlFor={id} className="sh-search-box__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="sh-search-box__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
