/**
 * An ARIA combobox (the search boxes' and the near-me box's): a text box whose suggestions are a listbox of links;
 * up/down move, Enter opens the active one, Escape closes the list, the box keeps the focus throughout.
 */
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';

export interface Option {
  readonly id: string;
  readonly href: string;
  readonly primary: string;
  readonly secondary: string;
}

export function Combobox(props: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly options: readonly Option[];
  readonly open: boolean;
  readonly onValue: (value: string) => void;
  readonly onOpen: (open: boolean) => void;
  /** The on-screen keyboard a phone shows ('numeric' for a ZIP code). */
  readonly inputMode?: 'text' | 'numeric';
  readonly maxLength?: number;
  /** The input itself, for an island that gives it the focus back (near-me, after the visitor's location). */
  readonly inputRef?: Ref<HTMLInputElement>;
}) {
  const [active, setActive] = useState(-1);
  // A new list of suggestions resets the choice; a re-render with the same list keeps it.
  const optionsKey = props.options.map((option) => option.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list, which is a new array on every render.
  useEffect(() => setActive(-1), [optionsKey]);
  const listId = `${props.id}-list`;
  const expanded = props.open && props.options.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // While closed, the first arrow only opens the list.
      if (!expanded) return;
      setActive((current) => (props.options.length === 0 ? -1 : (current + step + props.options.length) % props.options.length));
    } else if (event.key === 'Escape') {
      // Closing the list must not also clear the box, as a search input does on Escape.
      if (expanded) event.preventDefault();
      props.onOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = props.options[active];
      if (option) window.location.assign(option.href);
    }
  }

  return (
    <div className="combobox">
      <label className="visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        ref={props.inputRef}
        id={props.id}
        name={props.name}
        // A text box, not a search box: only a text box may take the combobox role in valid HTML.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${props.id}-option-${active}` : undefined}
        autoComplete="off"
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => {
          props.onValue(event.target.value);
          props.onOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          const input = event.currentTarget;
          // Closed a moment later, so a click on a suggestion lands first; not when the focus has come back meanwhile.
          window.setTimeout(() => {
            if (document.activeElement !== input) props.onOpen(false);
          }, 150);
        }}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's popup is a list with role listbox. */}
      <ul id={listId} role="listbox" aria-label={props.label} className="suggestions" hidden={!expanded}>
        {props.options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options take no focus; the input keeps it and points at the active one.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter), as the pattern has it.
          <li
            key={option.id}
            id={`${props.id}-option-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox is a list item.
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            data-href={option.href}
            // An option holds no link (an interactive element inside an option is invalid ARIA): choosing it navigates.
            onClick={() => window.location.assign(option.href)}
          >
            <span className="primary">{option.primary}</span> <span className="secondary">{option.secondary}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
