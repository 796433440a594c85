import { useId } from "react"
import { SearchIcon } from "./icons.js"

interface Props {
  /** What is searched, for screen readers (the label is visually hidden). */
  readonly label: string
  readonly placeholder: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly className?: string | undefined
  /** Marks the box while its text has not been searched for yet. */
  readonly unsaved?: boolean | undefined
}

/** A search box: the magnifier icon, the input, and a label only screen readers see. */
export const SearchField = ({ label, placeholder, value, onChange, className, unsaved }: Props) => {
  const id = useId()
  return (
    <div className={className === undefined ? "gw-field" : `${className} gw-field`} data-unsaved={unsaved}>
      <label htmlFor={id} className="gw-sr-only">
        {label}
      </label>
      <span className="gw-field__icon">
        <SearchIcon size={18} />
      </span>
      <input
        id={id}
        className="gw-input"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
