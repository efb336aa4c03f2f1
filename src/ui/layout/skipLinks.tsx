// Skip links: the layout offers "skip to main content" always, and a page may add one for its own main part
// (the device table: "skip to the device list"). Each link's name says where it goes, and pressing it moves the
// focus there (to the part's own Tab stop), not only the scroll position.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface SkipTarget {
  id: string;
  label: string;
}

type Register = (target: SkipTarget) => () => void;

const SkipLinksContext = createContext<Register>(() => () => undefined);

/** Registers a skip target while the calling component is mounted (a no-op outside a layout). */
export function useSkipTarget(id: string, label: string) {
  const register = useContext(SkipLinksContext);
  useEffect(() => register({ id, label }), [register, id, label]);
}

/** Moves the focus into the element: its roving Tab stop if it has one, else its first control, else itself. */
function focusInto(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // A target that is focusable itself (main, tabindex -1) takes the focus; a grid hands it to its Tab stop.
  const inner = target.hasAttribute('tabindex') ? target : (target.querySelector<HTMLElement>('[tabindex="0"]') ?? target);
  inner.focus();
  inner.scrollIntoView({ block: 'nearest' });
}

export function SkipLinks({ main, children }: { main: SkipTarget; children: ReactNode }) {
  const [extra, setExtra] = useState<SkipTarget[]>([]);
  const register = useCallback<Register>((target) => {
    setExtra((list) => [...list.filter((t) => t.id !== target.id), target]);
    return () => setExtra((list) => list.filter((t) => t !== target));
  }, []);
  return (
    <SkipLinksContext.Provider value={register}>
      <div className="skip-links">
        {[main, ...extra].map((target) => (
          <a
            key={target.id}
            className="skip-link"
            href={`#${target.id}`}
            data-testid={`skip-${target.id}`}
            onClick={(event) => {
              event.preventDefault();
              focusInto(target.id);
            }}
          >
            {target.label}
          </a>
        ))}
      </div>
      {children}
    </SkipLinksContext.Provider>
  );
}
