import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export interface DropdownItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A link item… */
  to?: string;
  /** …or an action item. */
  onSelect?: () => void;
  tone?: 'default' | 'danger';
  testId?: string;
}

export interface DropdownTriggerProps {
  ref: Ref<HTMLElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface DropdownMenuProps {
  /** Accessible name of the menu. */
  label: string;
  items: DropdownItem[];
  /** Draws the trigger (a link or a button) with the given props spread on it. */
  renderTrigger: (props: DropdownTriggerProps) => ReactNode;
  /**
   * Optional block above the items (e.g. who is signed in), rendered while the menu is open. Choices
   * of its own (`role="menuitemradio"`) are reached by the arrows; `useCloseDropdown` closes the menu.
   */
  header?: ReactNode;
  align?: 'left' | 'right';
  testId?: string;
}

const CLOSE_DELAY_MS = 150;

const CloseContext = createContext<() => void>(() => {});

/** Closes the menu the caller is drawn in (a choice of its header, once done). */
export const useCloseDropdown = () => useContext(CloseContext);

/** The look of an item, for choices a header draws itself. */
export const dropdownItemClass = (item: Pick<DropdownItem, 'tone'>) =>
  cn(
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors outline-none',
    item.tone === 'danger'
      ? 'text-red-600 hover:bg-red-50 focus-visible:bg-red-50'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:bg-gray-100 focus-visible:text-gray-900',
  );

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []);
}

/**
 * A menu that opens when the pointer hovers its trigger AND when the trigger gets keyboard focus
 * (ArrowDown moves into it; arrows, Home and End move between items; Escape closes it and returns
 * to the trigger; Tab leaves it and closes it).
 */
export function DropdownMenu({ label, items, renderTrigger, header, align = 'right', testId }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const ignoreNextFocus = useRef(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = itemsOf(menuRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const returnToTrigger = () => {
    close();
    ignoreNextFocus.current = true;
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = itemsOf(menuRef.current);
        (event.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
        focusOnOpen.current = null;
      } else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = list[(index + 1) % list.length];
    else if (event.key === 'ArrowUp') next = list[(index - 1 + list.length) % list.length];
    else if (event.key === 'Home') next = list[0];
    else if (event.key === 'End') next = list[list.length - 1];
    else if (event.key === 'Escape') {
      event.preventDefault();
      returnToTrigger();
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  const onFocus = () => {
    cancelClose();
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false;
      return;
    }
    setOpen(true);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {renderTrigger({
        ref: triggerRef,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onKeyDown: onTriggerKeyDown,
      })}
      {open && (
        <div className={cn('absolute top-full z-40 pt-2', align === 'right' ? 'right-0' : 'left-0')}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            tabIndex={-1}
            aria-label={label}
            data-testid={testId}
            onKeyDown={onMenuKeyDown}
            className="w-60 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg ring-1 ring-black/5"
          >
            <CloseContext value={close}>{header}</CloseContext>
            {items.map((item) =>
              item.to ? (
                <Link
                  key={item.key}
                  to={item.to}
                  role="menuitem"
                  data-testid={item.testId}
                  className={dropdownItemClass(item)}
                  onClick={() => {
                    close();
                    item.onSelect?.();
                  }}
                >
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  data-testid={item.testId}
                  className={dropdownItemClass(item)}
                  onClick={() => {
                    close();
                    item.onSelect?.();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
