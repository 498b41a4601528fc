import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { AddSourceForm } from './AddSourceForm.tsx';
import { FollowedSource } from './FollowedSource.tsx';
import { useSources } from './queries.ts';
import { SourceTools } from './SourceTools.tsx';
import { SuggestedSources } from './SuggestedSources.tsx';

function SourcesContent() {
  const t = useT();
  const sources = useSources();
  return (
    <QueryState query={sources}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <AddSourceForm />
          <section aria-labelledby="followed-sources-title" className="flex flex-col gap-3">
            <h3 id="followed-sources-title" className="text-sm font-semibold text-gray-900">
              {t('inspiration.sources.followed', { count: data.sources.length })}
            </h3>
            {data.sources.length === 0 ? (
              <EmptyLine>{t('inspiration.sources.none')}</EmptyLine>
            ) : (
              <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200">
                {data.sources.map((source) => (
                  <li key={source.id} className="p-3">
                    <FollowedSource source={source} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <SourceTools />
          {data.sectors.length > 0 && (
            <section aria-labelledby="suggested-sources-title" className="flex flex-col gap-3">
              <h3 id="suggested-sources-title" className="text-sm font-semibold text-gray-900">
                {t('inspiration.sources.suggestedTitle')}
              </h3>
              <SuggestedSources sectors={data.sectors} />
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** « Gérer les sources »: the feeds followed, add one, read them now, OPML in and out, the sectors' picks. */
export function SourcesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} size="lg" testId="sources-dialog" title={t('inspiration.sources.manage')} description={t('inspiration.sources.dialogDescription')}>
      <DialogBody>
        <SourcesContent />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
