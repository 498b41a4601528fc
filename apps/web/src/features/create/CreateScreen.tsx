import { CONTENT_LIMITS, NETWORK_LIMITS, type ContentItem, type GenerationResponse, type Media, type MediaType, type Network } from '@publia/shared';
import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSession } from '../auth/session.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useSocialAccounts } from '../networks/queries.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { connectedAccounts, emptyForm, firstProblem, generationRequest, postEditFrom, type CreateForm, type PostEdits } from './create-form.ts';
import { draftTitle } from './draft-title.ts';
import { GenerationInfo } from './GenerationInfo.tsx';
import { InformationFields } from './InformationFields.tsx';
import { MediaPicker } from './MediaPicker.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import { acceptsMedia, mediaRefusal, NetworkToggles } from './NetworkToggles.tsx';
import { isOverLimit, PostEditors } from './PostEditors.tsx';
import { useGenerate } from './use-generate.ts';
import { useMediaUpload } from './use-media-upload.ts';
import { SaveActions } from './SaveActions.tsx';
import { useSavePost, type SaveInput } from './use-save-post.ts';

export interface CreateStart {
  form: CreateForm;
  edits: PostEdits;
  savedFiltered: Media | null;
  existing: ContentItem | null;
  repostOf: string | null;
  /** The title the user gave; null follows the suggestion drawn from the keywords or the text. */
  title: string | null;
}

const blankStart = (): CreateStart => ({ form: emptyForm(), edits: {}, savedFiltered: null, existing: null, repostOf: null, title: null });

/**
 * The create screen itself: the medium, the information, the networks and the mode, then
 * "Générer du contenu". The generated posts are shown for review; the user saves them ("Enregistrer
 * en attente", Manuelle) or publishes them ("Publier maintenant", Automatique) once edited.
 */
export function CreateScreen({ start, notice }: { start?: CreateStart; notice?: string }) {
  const t = useT();
  const session = useSession();
  const timeZone = useTimeZone();
  const accounts = useSocialAccounts();
  const [initial] = useState(() => start ?? blankStart());
  const [form, setForm] = useState<CreateForm>(initial.form);
  const [edits, setEdits] = useState<PostEdits>(initial.edits);
  const [title, setTitle] = useState<string | null>(initial.title);
  const [result, setResult] = useState<GenerationResponse | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const update = (change: Partial<CreateForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const connected = useMemo(() => new Set(connectedAccounts(accounts.data).map((account) => account.platform)), [accounts.data]);
  // A new medium may be refused by networks chosen for the last one: they are unselected.
  const upload = useMediaUpload((media) => {
    setForm((current) => ({ ...current, media, filter: 'original', networks: current.networks.filter((network) => !mediaRefusal(network, media)) }));
    setProblem(null);
  });
  const generate = useGenerate((generated) => {
    setResult(generated);
    const next: PostEdits = {};
    for (const variant of generated.data.variants) next[variant.platform] = postEditFrom(variant.text, variant.hashtags);
    setEdits(next);
  });
  const saver = useSavePost();

  const changeKind = (kind: MediaType) => {
    // The tabs are disabled while a file uploads: its result would land on the other kind.
    if (kind === form.kind || upload.progress !== null) return;
    upload.clearError();
    update({ kind, media: null, filter: 'original', networks: form.networks.filter((network) => acceptsMedia(network, kind)) });
  };
  const toggleNetwork = (network: Network) =>
    update({ networks: form.networks.includes(network) ? form.networks.filter((item) => item !== network) : [...form.networks, network] });

  const onGenerate = () => {
    const found = firstProblem(form, session !== null);
    setProblem(found);
    if (found || !session) return;
    generate.mutate(generationRequest(form, accounts.data ?? [], session.user.id));
  };

  const shown = form.networks.filter((network) => edits[network]);
  const overLimit = isOverLimit(edits, shown);
  const suggestedTitle = draftTitle({ keywords: form.keywords, text: shown.map((network) => edits[network]?.text ?? '').find((text) => text.trim()) });
  // The seed's title, only when neither the user nor the suggestion gives one.
  const datedTitle = () => t('create.save.title', { date: formatDateTime(new Date(), timeZone) });
  const titleMax = shown.includes('pinterest') ? (NETWORK_LIMITS.pinterest.titleMaxLength ?? CONTENT_LIMITS.titleMaxLength) : CONTENT_LIMITS.titleMaxLength;
  /** Saves what the screen holds, then goes the chosen way (`then`: the mode's, or the queue). */
  const saveThen = (then: (input: SaveInput) => void) => {
    if (overLimit) return;
    then({
      form: { ...form, networks: shown },
      edits,
      connected,
      existing: initial.existing,
      repostOf: initial.repostOf,
      savedFiltered: initial.savedFiltered,
      title: title?.trim() || suggestedTitle || datedTitle(),
    });
  };
  const saveLabel = form.mode === 'automatique' ? t('create.save.publish') : initial.existing ? t('create.save.update') : t('create.save.pending');

  return (
    <div className="flex flex-col gap-6">
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <MediaPicker
            kind={form.kind}
            media={form.media}
            filter={form.filter}
            progress={upload.progress}
            error={upload.error}
            onKindChange={changeKind}
            onFile={(file) => void upload.upload(file, form.kind)}
            onFilter={(filter) => update({ filter })}
          />
        </Card>
        <Card className="flex flex-col gap-6 p-4 sm:p-5">
          <InformationFields
            keywords={form.keywords}
            description={form.description}
            objective={form.objective}
            onKeyword={(index, value) => update({ keywords: form.keywords.map((keyword, i) => (i === index ? value : keyword)) })}
            onDescription={(description) => update({ description })}
            onObjective={(objective) => update({ objective })}
          />
          <NetworkToggles kind={form.kind} media={form.media} selected={form.networks} connected={connected} onToggle={toggleNetwork} />
          <ModeSwitch value={form.mode} onChange={(mode) => update({ mode })} />
          <div className="flex flex-col gap-3">
            {problem && (
              <Alert tone="error" data-testid="create-problem">
                {t(problem)}
              </Alert>
            )}
            <Button
              size="lg"
              fullWidth
              loading={generate.isPending}
              disabled={upload.progress !== null}
              icon={<Sparkles aria-hidden="true" className="size-5" />}
              onClick={onGenerate}
            >
              {generate.isPending ? t('create.processing') : t('create.generate')}
            </Button>
          </div>
        </Card>
      </div>
      {result && <GenerationInfo result={result} />}
      {shown.length > 0 && (
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <PostEditors networks={shown} edits={edits} onChange={(network, edit) => setEdits((current) => ({ ...current, [network]: edit }))} />
          {overLimit && <Alert tone="error">{t('create.save.overLimit')}</Alert>}
          <TextField
            label={t('create.save.titleLabel')}
            hint={t('create.save.titleHint')}
            value={title ?? suggestedTitle ?? ''}
            placeholder={suggestedTitle ?? datedTitle()}
            maxLength={titleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
          <SaveActions
            saver={saver}
            mode={form.mode}
            saveLabel={saveLabel}
            title={title?.trim() || suggestedTitle || datedTitle()}
            blocked={overLimit}
            onSave={() => saveThen(saver.save)}
            onQueue={() => saveThen(saver.addToQueue)}
            onRequest={(approval) => saveThen((input) => saver.requestApproval(input, approval))}
          />
        </Card>
      )}
    </div>
  );
}
