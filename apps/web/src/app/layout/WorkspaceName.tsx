import type { WorkspaceSummary } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

/** « Espace de Marie · Administrateur »: the workspace the session acts in, and the role there. */
export function WorkspaceName({ workspace, className, testId }: { workspace: WorkspaceSummary; className?: string; testId: string }) {
  const t = useT();
  return (
    <p className={cn('truncate text-gray-600', className)} data-testid={testId}>
      <span className="sr-only">{t('workspaces.currentLabel')} </span>
      <span className="font-medium text-gray-800">{workspace.name}</span> · {t(`roles.${workspace.role}`)}
    </p>
  );
}
