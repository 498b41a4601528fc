import { COMMENT_SUPPORT, type Network, type SuggestedReply } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { textWriterFor, type TextPrompt } from '../../ai/write-text.ts';
import { commentDetail } from './inbox.ts';
import { writeLocalReply } from './reply-writer.ts';

const SUGGESTION_TIMEOUT_MS = 15_000;
/** A reply in a comment thread stays short, whatever the network allows. */
const SUGGESTION_MAX_CHARS = 500;

function replyPrompt(
  facts: { platform: Network; postText: string; thread: { author: string; text: string; fromAccount: boolean }[]; comment: { author: string; text: string } },
  maxChars: number,
): TextPrompt {
  const thread = facts.thread.map((message) => `${message.fromAccount ? 'Nous' : message.author} : ${message.text}`).join('\n');
  return {
    system:
      'Tu es le community manager de l’entreprise qui a publié ce post. Écris en français une réponse courte (une à trois phrases) au commentaire, ' +
      'sur le même ton que la publication, aimable et précise. Vouvoie, sauf si le commentaire tutoie. Pas de hashtag, pas de guillemets autour de la réponse. ' +
      'N’invente ni prix, ni horaires, ni promesse que la publication ne donne pas : propose plutôt un message privé. Réponds par le texte seul.',
    user: `Publication :\n${facts.postText}\n\nConversation :\n${thread}\n\nCommentaire auquel répondre (de ${facts.comment.author}) :\n${facts.comment.text}`,
    maxTokens: 300,
    maxChars,
  };
}

/**
 * A French draft answering the comment, from the post, the conversation and the comment: written
 * by the configured model when it writes free text, else — or when it fails, times out or writes
 * too long — by the local writer. Nothing is sent: the member edits it first.
 */
export async function suggestReply(ctx: AppContext, workspaceId: string, id: string): Promise<SuggestedReply> {
  const detail = await commentDetail(ctx, workspaceId, id);
  const { comment } = detail;
  const maxChars = Math.min(COMMENT_SUPPORT[comment.platform].replyMaxChars, SUGGESTION_MAX_CHARS);
  const writer = textWriterFor(ctx.config);
  if (writer) {
    try {
      const prompt = replyPrompt(
        { platform: comment.platform, postText: detail.postText, thread: detail.thread, comment: { author: comment.author.name, text: comment.text } },
        maxChars,
      );
      const text = (await writer.write(prompt, AbortSignal.timeout(Math.min(ctx.config.generation.timeoutMs, SUGGESTION_TIMEOUT_MS)))).trim();
      if (text.length > 0 && [...text].length <= maxChars) return { text, provider: writer.name, fallback: false };
      ctx.logger.warn({ provider: writer.name, length: text.length }, 'réponse suggérée vide ou trop longue : rédacteur local utilisé');
    } catch (error) {
      ctx.logger.warn({ provider: writer.name, reason: error instanceof Error ? error.message : String(error) }, 'réponse suggérée impossible : rédacteur local utilisé');
    }
  }
  const text = writeLocalReply({ commentId: comment.id, author: comment.author.name, text: comment.text, sentiment: comment.sentiment, postTitle: comment.post.title });
  return { text, provider: 'local', fallback: writer !== null };
}
