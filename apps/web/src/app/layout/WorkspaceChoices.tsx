import type { WorkspaceChoice } from '@publia/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { dropdownItemClass, useCloseDropdown } from '../../ui/DropdownMenu.tsx';
import { useWorkspaceSwitcher } from './use-workspace-switcher.ts';

function ChoiceLabel({ choice }: { choice: WorkspaceChoice }) {
  const t = useT();
  return (
    <>
      <Check aria-hidden="true" className={cn('size-4 shrink-0', choice.current ? 'text-primary-600' : 'invisible')} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate">{choice.name}</span> <span className="truncate text-xs font-normal text-gray-600">{t(`roles.${choice.role}`)}</span>
      </span>
    </>
  );
}

/**
 * The avatar menu's « Espaces de travail » (several only): one `menuitemradio` per workspace, the
 * current one checked; the menu closes once the switch is done.
 */
export function WorkspaceMenuGroup() {
  const t = useT();
  const close = useCloseDropdown();
  const labelId = useId();
  const switcher = useWorkspaceSwitcher();
  if (switcher.workspaces.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="mb-1 border-b border-gray-100 pb-1" data-testid="workspace-choices">
      <p id={labelId} className="px-3 pt-1 pb-1 text-xs font-semibold text-gray-500">
        {t('workspaces.label')}
      </p>
      {switcher.workspaces.map((choice) => (
        <button
          key={choice.id}
          type="button"
          role="menuitemradio"
          aria-checked={choice.current}
          aria-disabled={switcher.pending || undefined}
          onClick={() => switcher.switchTo(choice, close)}
          className={dropdownItemClass({})}
          data-testid="workspace-choice"
        >
          <ChoiceLabel choice={choice} />
        </button>
      ))}
    </div>
  );
}

/** The mobile menu's « Espaces de travail » (several only): the current one marked; the menu closes once switched. */
export function WorkspaceList({ onDone }: { onDone: () => void }) {
  const t = useT();
  const labelId = useId();
  const switcher = useWorkspaceSwitcher();
  if (switcher.workspaces.length === 0) return null;
  return (
    <section aria-labelledby={labelId} className="mb-2 border-b border-gray-100 pb-2" data-testid="workspace-choices">
      <h2 id={labelId} className="px-3 pb-1 text-xs font-semibold text-gray-500">
        {t('workspaces.label')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {switcher.workspaces.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              aria-current={choice.current ? 'true' : undefined}
              aria-disabled={switcher.pending || undefined}
              onClick={() => switcher.switchTo(choice, onDone)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] font-medium transition-colors',
                choice.current ? 'bg-primary-50 text-primary-700' : 'text-gray-700 hover:bg-gray-100',
              )}
              data-testid="workspace-choice"
            >
              <ChoiceLabel choice={choice} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
