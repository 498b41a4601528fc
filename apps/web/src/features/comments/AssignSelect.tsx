import type { Comment } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { fieldClasses } from '../../ui/field-classes.ts';
import { useSession } from '../auth/session.ts';
import { useAssignees } from './queries.ts';
import { useAssign } from './use-comment-actions.ts';

/** « Assigner à »: a member of the workspace, or nobody; the change is saved at once. */
export function AssignSelect({ comment }: { comment: Comment }) {
  const t = useT();
  const id = useId();
  const me = useSession()?.user.id;
  const assignees = useAssignees();
  const assign = useAssign();
  const members = assignees.data ?? (comment.assignee ? [comment.assignee] : []);
  const value = assign.isPending ? (assign.variables.userId ?? '') : (comment.assignee?.id ?? '');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {t('comments.detail.assign')}
      </label>
      <select
        id={id}
        value={value}
        disabled={assign.isPending}
        aria-busy={assign.isPending || undefined}
        onChange={(event) => assign.mutate({ id: comment.id, userId: event.target.value || null })}
        className={fieldClasses('sm:max-w-xs')}
        data-testid="assign-select"
      >
        <option value="">{t('comments.detail.nobody')}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.id === me ? t('comments.detail.me', { name: member.name }) : member.name}
          </option>
        ))}
      </select>
      {assignees.isError && <p className="text-xs text-red-600">{t('comments.detail.assigneesError')}</p>}
    </div>
  );
}
