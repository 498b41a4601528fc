import {
  CONTENT_LIMITS,
  GENERATION_LIMITS,
  INSPIRATION_LIMITS,
  NETWORKS,
  OBJECTIVES,
  type Idea,
  type IdeaBody,
  type IdeaSource,
  type Network,
  type Objective,
} from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { createDraft } from '../content/service.ts';
import { countIdeas, deleteIdea, findIdea, insertIdea, listIdeas, updateIdea, type IdeaRow, type NewIdea } from './ideas-repository.ts';

export function ideaView(row: IdeaRow): Idea {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    hashtags: row.hashtags,
    network: (NETWORKS as readonly string[]).includes(row.network ?? '') ? (row.network as Network) : null,
    objective: (OBJECTIVES as readonly string[]).includes(row.objective ?? '') ? (row.objective as Objective) : null,
    source: row.source as IdeaSource,
    sourceUrl: row.sourceUrl,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A network or an objective the body names must be one of the lists (empty means none). */
export function checkedNetwork(value: string | null | undefined, field = 'network'): Network | null {
  if (!value) return null;
  if (!(NETWORKS as readonly string[]).includes(value)) throw new AppError(400, 'inspiration.unknownPlatform', { value: value.slice(0, 40) }, field);
  return value as Network;
}

export function checkedObjective(value: string | null | undefined, field = 'objective'): Objective | null {
  if (!value) return null;
  if (!(OBJECTIVES as readonly string[]).includes(value)) throw new AppError(400, 'inspiration.unknownObjective', { value: value.slice(0, 40) }, field);
  return value as Objective;
}

/** Hashtags without their #, blanks and repeats out. */
export const cleanHashtags = (hashtags: readonly string[] = []) =>
  [...new Set(hashtags.map((tag) => tag.trim().replace(/^#+/, '')).filter(Boolean))].slice(0, CONTENT_LIMITS.hashtagsMax);

function ideaChanges(body: IdeaBody) {
  if (!body.title.trim()) throw new AppError(400, 'inspiration.ideaEmpty', { field: 'titre' }, 'title');
  if (!body.text.trim()) throw new AppError(400, 'inspiration.ideaEmpty', { field: 'texte' }, 'text');
  return {
    title: body.title.trim(),
    text: body.text.trim(),
    hashtags: cleanHashtags(body.hashtags),
    network: checkedNetwork(body.network),
    objective: checkedObjective(body.objective),
  };
}

export async function getIdeas(ctx: AppContext, workspaceId: string): Promise<Idea[]> {
  return (await listIdeas(ctx.db, workspaceId)).map(ideaView);
}

async function loadIdea(ctx: AppContext, workspaceId: string, id: string): Promise<IdeaRow> {
  const row = isUuid(id) ? await findIdea(ctx.db, workspaceId, id) : undefined;
  if (!row) throw new AppError(404, 'inspiration.ideaNotFound');
  return row;
}

/** Saves an idea (from the generator, a competitor's post, a news item, or written by hand). */
export async function saveIdea(ctx: AppContext, auth: SessionInfo, values: Omit<NewIdea, 'workspaceId' | 'userId'>): Promise<Idea> {
  const workspaceId = auth.workspace.id;
  if ((await countIdeas(ctx.db, workspaceId)) >= INSPIRATION_LIMITS.savedIdeasMax) {
    throw new AppError(409, 'inspiration.tooManyIdeas', { max: INSPIRATION_LIMITS.savedIdeasMax });
  }
  const id = await insertIdea(ctx.db, { ...values, workspaceId, userId: auth.user.id });
  return ideaView(await loadIdea(ctx, workspaceId, id));
}

export const createIdea = (ctx: AppContext, auth: SessionInfo, body: IdeaBody) => saveIdea(ctx, auth, { ...ideaChanges(body), source: 'generator' });

export async function editIdea(ctx: AppContext, workspaceId: string, id: string, body: IdeaBody): Promise<Idea> {
  const changes = ideaChanges(body);
  if (!isUuid(id) || !(await updateIdea(ctx.db, workspaceId, id, changes, new Date(ctx.clock.now())))) throw new AppError(404, 'inspiration.ideaNotFound');
  return ideaView(await loadIdea(ctx, workspaceId, id));
}

export async function removeIdea(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteIdea(ctx.db, workspaceId, id))) throw new AppError(404, 'inspiration.ideaNotFound');
}

/**
 * « Créer un brouillon »: the idea becomes an item of the pending list (its text, hashtags,
 * network and objective), to finish and publish from there. The idea stays saved.
 */
export async function ideaToDraft(ctx: AppContext, auth: SessionInfo, id: string): Promise<string> {
  const idea = ideaView(await loadIdea(ctx, auth.workspace.id, id));
  const item = await createDraft(ctx, auth, {
    title: idea.title.slice(0, CONTENT_LIMITS.titleMaxLength),
    content: idea.text.slice(0, CONTENT_LIMITS.textMaxLength),
    platforms: idea.network ? [idea.network] : [],
    keywords: idea.hashtags.map((tag) => tag.slice(0, CONTENT_LIMITS.hashtagMaxLength)),
    objective: idea.objective,
    description: (idea.sourceUrl ? `${idea.title}\n${idea.sourceUrl}` : idea.title).slice(0, GENERATION_LIMITS.descriptionMaxLength),
  });
  return item.id;
}
