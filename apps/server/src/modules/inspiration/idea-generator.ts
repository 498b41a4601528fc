import { GENERATION_LIMITS, INSPIRATION_LIMITS, type GeneratedIdea, type GenerateIdeasBody, type Network, type Objective } from '@publia/shared';
import { generatePosts } from '../../ai/generate-posts.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { checkedNetwork, checkedObjective } from './ideas.ts';

/**
 * Five angles a post on any theme can take: the generator writes one post per angle, so the five
 * ideas differ by what they do, not only by their words.
 */
const ANGLES = [
  { label: 'Les coulisses', brief: 'Montrer les coulisses de {theme} : l’équipe, la préparation, ce que le public ne voit pas.' },
  { label: 'Le conseil pratique', brief: 'Un conseil concret sur {theme} que l’audience peut appliquer tout de suite.' },
  { label: 'La question à la communauté', brief: 'Poser une question à la communauté sur {theme} pour lancer la discussion en commentaires.' },
  { label: 'Le chiffre clé', brief: 'Un chiffre ou un fait marquant sur {theme}, expliqué simplement.' },
  { label: 'Le témoignage', brief: 'Un client ou un membre de l’équipe raconte son expérience de {theme}.' },
] as const;

/**
 * Five post ideas for a theme, an objective and a network, written by the generation provider
 * (the local generator when none is configured or it fails). Not saved: the user keeps those they like.
 */
export async function generateIdeas(ctx: AppContext, body: GenerateIdeasBody): Promise<{ ideas: GeneratedIdea[]; provider: string; network: Network; objective: Objective }> {
  const theme = body.theme.trim().replace(/\s+/g, ' ');
  if (!theme) throw new AppError(400, 'inspiration.themeEmpty', {}, 'theme');
  const network = checkedNetwork(body.network) ?? 'instagram';
  const objective = checkedObjective(body.objective) ?? 'inform';
  const angles = ANGLES.slice(0, INSPIRATION_LIMITS.ideasGenerated);
  const written = await Promise.all(
    angles.map((angle) =>
      generatePosts(ctx.config, ctx.logger, {
        networks: [network],
        keywords: [theme],
        description: angle.brief.replace('{theme}', theme).slice(0, GENERATION_LIMITS.descriptionMaxLength),
        objective,
      }),
    ),
  );
  const ideas = written.map(({ posts }, index) => {
    const post = posts[0];
    return { title: `${angles[index]?.label ?? ''} : ${theme}`, text: post?.text ?? '', hashtags: post?.hashtags ?? [] };
  });
  const provider = written.find((result) => result.provider !== 'local')?.provider ?? 'local';
  return { ideas, provider, network, objective };
}
