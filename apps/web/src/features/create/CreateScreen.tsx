import { CONTENT_LIMITS, NETWORK_LIMITS, NETWORK_NAMES, type ContentItem, type GenerationResponse, type Media, type MediaType, type Network } from '@publia/shared';
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
import { altTextsKept, withAltText } from './alt-text.ts';
import { connectedAccounts, emptyForm, finalText, firstProblem, generationRequest, postEditFrom, type CreateForm, type PostEdits } from './create-form.ts';
import { draftTitle } from './draft-title.ts';
import { GenerationInfo } from './GenerationInfo.tsx';
import { InformationFields } from './InformationFields.tsx';
import { MediaPicker } from './MediaPicker.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import { FirstCommentField } from './FirstCommentField.tsx';
import { postProblems, takesThread } from './follow-ups.ts';
import { MEDIA_MAX, mediaRefusal } from './media-set.ts';
import { MediaRules } from './MediaRules.tsx';
import { acceptsMedia, NetworkToggles } from './NetworkToggles.tsx';
import { ThreadEditor } from './ThreadEditor.tsx';
import { coverTooLate, VideoOptions } from './VideoOptions.tsx';
import { LinkOptions } from './LinkOptions.tsx';
import { MastodonOptions } from './MastodonOptions.tsx';
import { isOverLimit, PostEditors } from './PostEditors.tsx';
import { useGenerate } from './use-generate.ts';
import { useMediaUpload } from './use-media-upload.ts';
import { SaveActions } from './SaveActions.tsx';
import { useSavePost, type SaveInput } from './use-save-post.ts';
import { PreviewButton } from './PreviewButton.tsx';
import { previewBlocker, previewItem } from './preview-item.ts';

export interface CreateStart {
  form: CreateForm;
  edits: PostEdits;
  /** The filtered copies saved with the draft, reused while the same filter is chosen. */
  savedFiltered: Media[];
  existing: ContentItem | null;
  repostOf: string | null;
  /** The title the user gave; null follows the suggestion drawn from the keywords or the text. */
  title: string | null;
}

const blankStart = (): CreateStart => ({ form: emptyForm(), edits: {}, savedFiltered: [], existing: null, repostOf: null, title: null });

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
  // The settings of each network's first connected account: a Mastodon instance's own limits count its posts.
  const accountSettings = useMemo(() => {
    const settings: Partial<Record<Network, Readonly<Record<string, string>>>> = {};
    for (const account of connectedAccounts(accounts.data)) settings[account.platform] ??= account.settings;
    return settings;
  }, [accounts.data]);
  const counting = { accountSettings, options: form.publishOptions };
  /**
   * The set changes (a medium added, replaced, moved or removed): networks chosen for the last set
   * that refuse this one are unselected, as for a single medium. A first medium starts unfiltered.
   * The alternative texts stay with their photos; a photo gone takes its text with it.
   */
  const changeMedia = (change: (media: Media[]) => Media[]) => {
    setForm((current) => {
      const media = change(current.media);
      return {
        ...current,
        media,
        kind: media[0]?.kind ?? current.kind,
        filter: current.media.length === 0 ? 'original' : current.filter,
        altTexts: altTextsKept(current.altTexts, media),
        networks: current.networks.filter((network) => !mediaRefusal(network, media)),
      };
    });
    setProblem(null);
  };
  const upload = useMediaUpload();
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
    update({ kind, media: [], filter: 'original', altTexts: {}, networks: form.networks.filter((network) => acceptsMedia(network, kind)) });
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
  // The thread is written under the editor of the first shown network that takes one (X's).
  const threadAfter = shown.find(takesThread);
  const overLimit = isOverLimit(edits, shown, counting);
  // What a network would refuse in the set, the first comment or the thread: said before saving.
  const refusals = postProblems(form, edits, shown, accountSettings);
  const blocked = overLimit || refusals.length > 0 || coverTooLate(form.media, form.publishOptions);
  const suggestedTitle = draftTitle({ keywords: form.keywords, text: shown.map((network) => edits[network]?.text ?? '').find((text) => text.trim()) });
  // « Contenu généré - {date} », only when neither the user nor the suggestion gives one.
  const datedTitle = () => t('create.save.title', { date: formatDateTime(new Date(), timeZone) });
  const savedTitle = title?.trim() || suggestedTitle || datedTitle();
  // The shortest title a chosen network takes (Pinterest's), within the content's own limit.
  const titleMax = Math.min(CONTENT_LIMITS.titleMaxLength, ...shown.map((network) => NETWORK_LIMITS[network].titleMaxLength ?? CONTENT_LIMITS.titleMaxLength));
  /** Saves what the screen holds, then goes the chosen way (`then`: the mode's, or the queue). */
  const saveThen = (then: (input: SaveInput) => void) => {
    if (blocked) return;
    then({
      form: { ...form, networks: shown },
      edits,
      connected,
      existing: initial.existing,
      repostOf: initial.repostOf,
      savedFiltered: initial.savedFiltered,
      title: savedTitle,
    });
  };
  const saveLabel = form.mode === 'automatique' ? t('create.save.publish') : initial.existing ? t('create.save.update') : t('create.save.pending');

  return (
    <div className="flex flex-col gap-6">
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <MediaPicker
            kind={form.kind}
            media={form.media}
            filter={form.filter}
            altTexts={form.altTexts}
            progress={upload.progress}
            error={upload.error}
            onKindChange={changeKind}
            onFiles={(files) =>
              void upload.upload(files, form.media.length === 0 ? form.kind : 'any', MEDIA_MAX - form.media.length, (medium) => changeMedia((media) => [...media, medium]))
            }
            onReplace={(index, file) =>
              void upload.upload([file], form.media.length === 1 ? form.kind : 'any', 1, (medium) => changeMedia((media) => media.map((item, i) => (i === index ? medium : item))))
            }
            onReorder={(media) => changeMedia(() => media)}
            onRemove={(index) => changeMedia((media) => media.filter((_, i) => i !== index))}
            onFilter={(filter) => update({ filter })}
            onAltText={(id, text) => setForm((current) => ({ ...current, altTexts: withAltText(current.altTexts, id, text) }))}
          >
            <MediaRules networks={form.networks} media={form.media} />
            <VideoOptions media={form.media} networks={form.networks} options={form.publishOptions} onChange={(publishOptions) => update({ publishOptions })} />
            <MastodonOptions networks={form.networks} options={form.publishOptions} onChange={(publishOptions) => update({ publishOptions })} />
          </MediaPicker>
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
          <PostEditors
            networks={shown}
            edits={edits}
            onChange={(network, edit) => setEdits((current) => ({ ...current, [network]: edit }))}
            after={
              threadAfter && {
                [threadAfter]: <ThreadEditor parts={form.thread} onChange={(thread) => update({ thread })} network={threadAfter} accountSettings={accountSettings[threadAfter]} />,
              }
            }
            counting={counting}
          />
          <FirstCommentField networks={shown} value={form.firstComment} onChange={(firstComment) => update({ firstComment })} />
          <LinkOptions
            posts={shown.map((network) => {
              const edit = edits[network];
              return { network, text: edit ? finalText(edit, network) : '' };
            })}
            options={form.publishOptions}
            onChange={(publishOptions) => update({ publishOptions })}
          />
          {overLimit && <Alert tone="error">{t('create.save.overLimit')}</Alert>}
          {refusals.length > 0 && (
            <Alert tone="error" data-testid="post-refusals">
              <p className="font-medium">{t('create.save.refused')}</p>
              <ul className="mt-1 list-disc pl-5">
                {refusals.map(({ network, problem: refusal }) => (
                  <li key={network}>{t('create.mediaRules.refused', { platform: NETWORK_NAMES[network], reason: t(`api.${refusal.key}`, refusal.params) })}</li>
                ))}
              </ul>
            </Alert>
          )}
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
            title={savedTitle}
            blocked={blocked}
            onSave={() => saveThen(saver.save)}
            onQueue={() => saveThen(saver.addToQueue)}
            onRequest={(approval) => saveThen((input) => saver.requestApproval(input, approval))}
            preview={
              <PreviewButton
                blocker={previewBlocker(shown, edits)}
                item={() => previewItem({ form, edits, platforms: shown, title: savedTitle, id: initial.existing?.id ?? null })}
              />
            }
          />
        </Card>
      )}
    </div>
  );
}
