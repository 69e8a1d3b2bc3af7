import { useRef, type KeyboardEvent } from 'react';

interface TabListProps {
  label: string;
  tabs: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** id prefix: tab i is `${idPrefix}-tab-${i}`, its panel `${idPrefix}-panel`. */
  idPrefix: string;
  className?: string;
  tabClassName: (selected: boolean) => string;
}

/** An ARIA tab list: one tab in the Tab order, arrows/Home/End move between tabs and select them. */
export function TabList({ label, tabs, selected, onSelect, idPrefix, className, tabClassName }: TabListProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={index === selected ? 0 : -1}
          className={tabClassName(index === selected)}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
