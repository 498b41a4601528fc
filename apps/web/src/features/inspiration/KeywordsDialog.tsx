import { INSPIRATION_LIMITS } from '@publia/shared';
import { Plus, Save, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { useSaveKeywords } from './use-inspiration-actions.ts';

interface Row {
  id: number;
  value: string;
}

const rowsOf = (keywords: string[]): Row[] => (keywords.length > 0 ? keywords : ['']).map((value, id) => ({ id, value }));

/** One input per keyword; empty ones are left out when saved. A refusal is the server's sentence. */
function KeywordsForm({ keywords, onClose }: { keywords: string[]; onClose: () => void }) {
  const t = useT();
  const save = useSaveKeywords();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(keywords));
  const [nextId, setNextId] = useState(rows.length);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const full = rows.length >= INSPIRATION_LIMITS.keywordsMax;

  // The row just added takes the focus; a row removed gives it to its neighbour (the keyboard stays in the list).
  useEffect(() => {
    if (focusId !== null) listRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusId}"]`)?.focus();
  }, [focusId]);

  const change = (id: number, value: string) => setRows((current) => current.map((row) => (row.id === id ? { ...row, value } : row)));
  const removeRow = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    setRows((current) => current.filter((_, other) => other !== index));
    setFocusId(neighbour?.id ?? null);
  };
  const addRow = () => {
    setRows((current) => [...current, { id: nextId, value: '' }]);
    setFocusId(nextId);
    setNextId(nextId + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const words = rows.map((row) => row.value.trim()).filter(Boolean);
    save.mutate(words, { onSuccess: onClose, onError: (failure) => setError(failure.message) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-3">
        <ul ref={listRef} className="flex flex-col gap-2">
          {rows.map((row, index) => (
            <li key={row.id} className="flex items-center gap-2">
              <input
                type="text"
                value={row.value}
                maxLength={INSPIRATION_LIMITS.keywordMaxLength}
                aria-label={t('inspiration.keywords.input', { number: index + 1 })}
                placeholder={t('inspiration.keywords.placeholder')}
                data-row={row.id}
                onChange={(event) => change(row.id, event.target.value)}
                data-testid="keyword-input"
                className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
              />
              <Button
                variant="ghost"
                size="sm"
                icon={<X aria-hidden="true" className="size-4" />}
                aria-label={t('inspiration.keywords.remove', { number: index + 1 })}
                onClick={() => removeRow(index)}
                data-testid="keyword-remove"
              />
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="self-start" icon={<Plus aria-hidden="true" className="size-4" />} disabled={full} onClick={addRow} data-testid="keyword-add">
          {t('inspiration.keywords.add')}
        </Button>
        <p className="text-xs text-gray-500">{t('inspiration.keywords.rules', { max: INSPIRATION_LIMITS.keywordsMax, length: INSPIRATION_LIMITS.keywordMaxLength })}</p>
        {error && (
          <Alert tone="error" data-testid="keywords-error">
            {error}
          </Alert>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" className="size-4" />} data-testid="keywords-save">
          {t('inspiration.keywords.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** « Modifier les mots-clés »: the words the news and the competitor watch look for. */
export function KeywordsDialog({ open, keywords, onClose }: { open: boolean; keywords: string[]; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} testId="keywords-dialog" title={t('inspiration.keywords.dialogTitle')} description={t('inspiration.keywords.dialogDescription')}>
      <KeywordsForm keywords={keywords} onClose={onClose} />
    </Dialog>
  );
}
