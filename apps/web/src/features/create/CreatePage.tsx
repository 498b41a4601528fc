import { apiMessagesFr, KEYWORD_FIELDS } from '@publia/shared';
import { Link, useSearchParams } from 'react-router';
import { addFrenchApiMessages, addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useCan } from '../auth/use-can.ts';
import { CreateScreen, type CreateStart } from './CreateScreen.tsx';
import { emptyForm } from './create-form.ts';
import { prefilledStart, prefillOf } from './prefill.ts';
import { useAddressMedia } from './use-address-media.ts';
import { useExistingContent, type ExistingContent } from './use-existing-content.ts';
import approvalMessages from '../../locales/fr-pages/approval.json';
import createMessages from '../../locales/fr-pages/create.json';

// This page's French joins the catalogue with its chunk, before it renders (with « Demander une validation »).
addPageMessages('create', createMessages);
addPageMessages('approval', approvalMessages);
// The networks' refusals (« Instagram demande une photo… ») are worded here from their codes.
addFrenchApiMessages(apiMessagesFr);

/**
 * The screen's starting point for `?draft=` (edited in place) or `?repost=` (a new draft): all the
 * screen held when the item was saved, so that "Générer" works again as it did.
 */
function startFrom(existing: ExistingContent, mode: 'draft' | 'repost'): CreateStart {
  const { item, sources, filtered, altTexts, edits } = existing;
  const keywords = [...item.topics, ...Array.from({ length: KEYWORD_FIELDS }, () => '')].slice(0, KEYWORD_FIELDS);
  return {
    form: {
      ...emptyForm(),
      kind: sources[0]?.kind ?? item.mediaType ?? 'image',
      media: sources,
      // One filter for the whole set, as it was chosen.
      filter: filtered[0]?.filter ?? 'original',
      altTexts,
      keywords,
      description: item.description ?? '',
      objective: item.objective,
      networks: item.platforms,
      // A draft comes back in the mode it was saved in (to be validated again when older items
      // did not keep it); a repost is a new post, published by default.
      mode: mode === 'draft' ? (item.publicationMode ?? 'manuelle') : 'automatique',
      firstComment: item.firstComment ?? '',
      thread: item.thread,
      publishOptions: item.publishOptions,
    },
    edits,
    savedFiltered: filtered,
    existing: mode === 'draft' ? item : null,
    repostOf: mode === 'repost' ? item.id : null,
    // A repost is a new item: its title follows its keywords until the user writes one.
    title: mode === 'draft' ? item.title?.trim() || null : null,
  };
}

/**
 * /create: new content, `?draft={id}` to edit a draft, `?repost={id}` to post again,
 * `?keywords=a,b&description=…` to start a new post from them (« Créer un post » of the watch page),
 * `&media={id}` to start it with that uploaded file (« Créer une publication » of the video scanner).
 */
export function CreatePage() {
  const t = useT();
  useDocumentTitle(t('create.title'));
  const [params] = useSearchParams();
  // A role that may not create is told so before it acts: the screen's uploads, generation and
  // saves would all be refused, so none of them is shown, and nothing is read for them.
  const canCreate = useCan('create_content');
  const draftId = canCreate ? params.get('draft') : null;
  const repostId = draftId || !canCreate ? null : params.get('repost');
  const existingId = draftId ?? repostId;
  const existing = useExistingContent(existingId);
  const mediaId = existingId === null && canCreate ? params.get('media') : null;
  const addressMedia = useAddressMedia(mediaId);

  const prefill = existingId === null ? prefillOf(params) : null;
  // What must be read before the screen can start: the item, or the medium the address names.
  const waiting = existingId !== null ? existing : mediaId !== null ? addressMedia : null;

  let body;
  if (!canCreate) {
    body = (
      <Alert tone="info" data-testid="create-read-only">
        <p>{t('create.readOnly.notice')}</p>
        <Link to="/publications" className={buttonClasses({ size: 'sm', variant: 'outline', className: 'mt-3' })}>
          {t('create.readOnly.publications')}
        </Link>
      </Alert>
    );
  } else if (waiting?.isPending) {
    body = (
      <div className="flex items-center gap-3 py-16 text-sm text-gray-600" role="status">
        <Spinner /> {t('create.load.loading')}
      </div>
    );
  } else if (waiting?.isError) {
    body = <Alert tone="error">{t('create.load.error', { message: waiting.error.message })}</Alert>;
  } else if (existingId !== null && existing.data) {
    const mode = draftId ? 'draft' : 'repost';
    body = <CreateScreen key={`${mode}-${existingId}`} start={startFrom(existing.data, mode)} notice={t(mode === 'draft' ? 'create.load.editing' : 'create.load.reposting')} />;
  } else if (prefill || addressMedia.data) {
    const start = prefilledStart(prefill ?? { keywords: [], description: '' }, addressMedia.data ?? null);
    body = <CreateScreen key={`prefill-${params.toString()}`} start={start} />;
  } else body = <CreateScreen key="new" />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('create.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('create.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}
