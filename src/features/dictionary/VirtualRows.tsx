/**
 * A window-scrolled virtual list: only the rows near the viewport are in the DOM, so a dictionary
 * of thousands of words scrolls smoothly. Rows not loaded yet show a placeholder and ask for more.
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Ask for the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 40;

type VirtualRowsProps<T> = {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[];
  /** All rows there are (the loaded ones and the rest). */
  count: number;
  getKey: (item: T) => string;
  estimateSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  renderPlaceholder: () => ReactNode;
  /** Rows up to this index are in view but not loaded yet. */
  onNeedMore: (lastIndex: number) => void;
  className?: string;
};

/** Distance from the top of the document to `element`, which the window virtualizer needs as its margin. */
function useDocumentOffset(element: HTMLElement | null): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    // Whatever above the list grows or shrinks (the add form, a notice) moves it.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return offset;
}

export function VirtualRows<T>({
  label,
  items,
  count,
  getKey,
  estimateSize,
  renderItem,
  renderPlaceholder,
  onNeedMore,
  className,
}: VirtualRowsProps<T>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentOffset(list);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item ? getKey(item) : `pending-${index}`;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;
  const needMore = count > items.length && lastIndex >= items.length - LOAD_AHEAD_ROWS;
  const onNeedMoreRef = useRef(onNeedMore);
  useLayoutEffect(() => {
    onNeedMoreRef.current = onNeedMore;
  });
  useEffect(() => {
    if (needMore) onNeedMoreRef.current(lastIndex);
  }, [needMore, items.length, lastIndex]);

  return (
    <div
      ref={setList}
      role="list"
      aria-label={label}
      className={className}
      style={{ height: virtualizer.getTotalSize(), position: "relative" }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        return (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={count}
            aria-posinset={row.index + 1}
            style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {item ? renderItem(item, row.index) : renderPlaceholder()}
          </div>
        );
      })}
    </div>
  );
}
