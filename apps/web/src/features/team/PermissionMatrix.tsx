import { PERMISSION_ACTIONS, PERMISSION_MATRIX, TEAM_ROLES, type TeamRole } from '@publia/shared';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';

/**
 * The role matrix the server enforces, as a table: one row per action, one column per role, « Oui »
 * or « Non » told to screen readers behind each icon. The reader's own role is marked.
 */
export function PermissionMatrix({ role }: { role: TeamRole | undefined }) {
  const t = useT();
  return (
    <SectionCard icon={ShieldCheck} title={t('team.matrix.title')} description={t('team.matrix.description')} testId="permission-matrix">
      <div className="-mx-4 overflow-x-auto border-t border-gray-100 sm:-mx-5">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('team.matrix.caption')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className="px-4 py-3 text-left text-xs font-semibold text-gray-600">
                {t('team.matrix.permission')}
              </th>
              {TEAM_ROLES.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-2 py-3 text-center text-xs font-semibold text-gray-600 sm:px-3', column === role && 'bg-primary-50 text-primary-700')}
                >
                  {t(`roles.${column}`)}
                  {column === role && <span className="block text-[0.6875rem] font-medium text-primary-600">{t('team.matrix.yourRole')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {PERMISSION_ACTIONS.map((action) => (
              <tr key={action} data-testid={`matrix-${action}`}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-gray-800">
                  {t(`team.matrix.actions.${action}`)}
                </th>
                {TEAM_ROLES.map((column) => {
                  const allowed = PERMISSION_MATRIX[action][column];
                  return (
                    <td key={column} className={cn('px-2 py-2.5 text-center sm:px-3', column === role && 'bg-primary-50/60')} data-allowed={allowed}>
                      {allowed ? <Check aria-hidden="true" className="mx-auto size-5 text-emerald-600" /> : <X aria-hidden="true" className="mx-auto size-5 text-gray-400" />}
                      <span className="sr-only">{allowed ? t('team.matrix.yes') : t('team.matrix.no')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
