import { COMMENT_SUPPORT, countPostText, NETWORK_LIMITS, NETWORK_NAMES, type Comment } from '@publia/shared';
import { BookmarkCheck, ChevronDown, Send, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';
import { replyBlocker } from './comment-display.ts';
import { useComposerTarget } from './composer-targets.tsx';
import { useSavedReplies } from './queries.ts';
import { useReply, useSuggestReply } from './use-comment-actions.ts';

/** `text` with `insert` put where the caret was (or replacing the selection); the caret goes after it. */
function insertAt(area: HTMLTextAreaElement | null, text: string, insert: string): { value: string; caret: number } {
  const start = area?.selectionStart ?? text.length;
  const end = area?.selectionEnd ?? text.length;
  const before = text.slice(0, start);
  const gap = before && !/\s$/.test(before) ? ' ' : '';
  const value = `${before}${gap}${insert}${text.slice(end)}`;
  return { value, caret: before.length + gap.length + insert.length };
}

/**
 * Writes an answer to one comment: the text area with its counter against the network's limit,
 * « Générer une réponse » (a draft the member edits before sending), the saved replies to insert,
 * and the send button. A refusal stays beside the text, which is kept; only the server's answer
 * marks the comment answered.
 */
export function ReplyComposer({
  comment,
  composerId,
  label,
  sendLabel,
  onSent,
  onCancel,
  savedMenu = true,
  fallbackTarget = false,
  focusOnOpen = false,
  testId = 'reply-composer',
}: {
  comment: Comment;
  composerId: string;
  label: string;
  sendLabel: string;
  onSent?: () => void;
  onCancel?: () => void;
  savedMenu?: boolean;
  /** The quick reply: where saved replies go when no composer is open. */
  fallbackTarget?: boolean;
  /** Opened by « Répondre »: the text area takes the focus. */
  focusOnOpen?: boolean;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const reply = useReply();
  const suggest = useSuggestReply();
  const saved = useSavedReplies();

  const insert = (words: string) => {
    const next = insertAt(areaRef.current, text, words);
    setText(next.value);
    setError(null);
    requestAnimationFrame(() => {
      areaRef.current?.focus();
      areaRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const activate = useComposerTarget(composerId, insert, { fallback: fallbackTarget, activeOnMount: !fallbackTarget });

  // Opened by « Répondre »: the member writes at once.
  useEffect(() => {
    if (focusOnOpen) areaRef.current?.focus();
  }, [focusOnOpen]);

  const network = NETWORK_NAMES[comment.platform];
  const max = COMMENT_SUPPORT[comment.platform].replyMaxChars;
  const count = countPostText(NETWORK_LIMITS[comment.platform], text);
  const tooLong = count > max;
  const blocker = replyBlocker(t, comment);
  const busy = reply.isPending || suggest.isPending;

  const generate = () => {
    setError(null);
    setNote(null);
    suggest.mutate(comment.id, {
      onSuccess: (draft) => {
        setText(draft.text);
        setNote(t(draft.fallback ? 'comments.composer.fallback' : 'comments.composer.generated'));
        areaRef.current?.focus();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    if (!text.trim()) {
      setError(t('comments.composer.empty'));
      areaRef.current?.focus();
      return;
    }
    if (tooLong || blocker) return;
    setError(null);
    reply.mutate(
      { id: comment.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          onSent?.();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const blockerId = `${id}-blocker`;
  const describedBy = [counterId, error ? errorId : null, blocker ? blockerId : null].filter(Boolean).join(' ');
  const replies = saved.data ?? [];

  return (
    <form noValidate onSubmit={submit} data-testid={testId} className="flex min-w-0 flex-col gap-2">
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        ref={areaRef}
        rows={4}
        value={text}
        placeholder={t('comments.composer.placeholder')}
        aria-invalid={error || tooLong ? true : undefined}
        aria-describedby={describedBy}
        disabled={blocker !== null}
        onFocus={activate}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        data-testid="reply-text"
        className={cn(
          'w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm leading-6 text-gray-900 shadow-xs placeholder:text-gray-400 focus:ring-4 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-gray-50',
          error || tooLong ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 hover:border-gray-400 focus:border-primary-500 focus:ring-primary-100',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <p id={counterId} data-testid="reply-counter" className={cn('tabular-nums', tooLong ? 'font-semibold text-red-600' : 'text-gray-500')}>
          {t('comments.composer.counter', { count, max })}
          {tooLong && <span> · {t('comments.composer.tooLong', { network, max })}</span>}
        </p>
        {note && (
          <p role="status" data-testid="reply-note" className="text-gray-600">
            {note}
          </p>
        )}
      </div>
      {blocker && (
        <p id={blockerId} data-testid="reply-blocker" className="text-sm text-gray-600">
          {blocker}
        </p>
      )}
      {error && (
        <Alert tone="error" data-testid="reply-error">
          <span id={errorId}>{error}</span>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={suggest.isPending}
          disabled={blocker !== null || reply.isPending}
          icon={<Sparkles aria-hidden="true" className="size-4" />}
          onClick={generate}
          data-testid="reply-generate"
        >
          {suggest.isPending ? t('comments.composer.generating') : t('comments.composer.generate')}
        </Button>
        {savedMenu && replies.length > 0 && blocker === null && (
          <DropdownMenu
            label={t('comments.saved.menu')}
            align="left"
            testId="saved-reply-menu"
            items={replies.map((item) => ({ key: item.id, label: item.title, onSelect: () => insert(item.text), testId: 'saved-reply-option' }))}
            renderTrigger={({ ref, ...triggerProps }) => (
              <button
                type="button"
                {...triggerProps}
                ref={ref as Ref<HTMLButtonElement>}
                data-testid="saved-reply-trigger"
                className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-700 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <BookmarkCheck aria-hidden="true" className="size-4" />
                {t('comments.composer.insertSaved')}
                <ChevronDown aria-hidden="true" className="size-4" />
              </button>
            )}
          />
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={reply.isPending} data-testid="reply-cancel">
              {t('comments.composer.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            size="sm"
            loading={reply.isPending}
            disabled={blocker !== null || tooLong || busy}
            icon={<Send aria-hidden="true" className="size-4" />}
            data-testid="reply-send"
          >
            {sendLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
