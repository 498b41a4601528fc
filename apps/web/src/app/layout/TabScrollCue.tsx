import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

/**
 * The sign that the tab bar goes on past the screen's edge: a fade over the cut tab and an arrow
 * that scrolls to the next ones. Out of the keyboard's way: tabbing reaches every tab, and the
 * focused one scrolls into view by itself.
 */
export function TabScrollCue({ side, onPage }: { side: 'left' | 'right'; onPage: () => void }) {
  const t = useT();
  const Chevron = side === 'right' ? ChevronRight : ChevronLeft;
  return (
    <div
      className={cn(
        'pointer-events-none absolute top-0 bottom-[env(safe-area-inset-bottom)] flex w-14 items-center from-white via-white/90 to-transparent',
        side === 'right' ? 'right-0 justify-end bg-gradient-to-l' : 'left-0 justify-start bg-gradient-to-r',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        data-testid={`tab-bar-more-${side}`}
        aria-label={t(side === 'right' ? 'tabs.next' : 'tabs.previous')}
        onClick={onPage}
        className="pointer-events-auto flex h-full w-8 items-center justify-center text-gray-600"
      >
        <span className="flex size-6 items-center justify-center rounded-full bg-white shadow ring-1 ring-gray-200">
          <Chevron aria-hidden="true" className="size-4" />
        </span>
      </button>
    </div>
  );
}
