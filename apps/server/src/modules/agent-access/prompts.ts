import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const user = (text: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] });

/** Two ready-made requests, shown as commands by the clients: plan the week, review the month. */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt('prepare_week', { title: 'Prépare la semaine', description: 'Propose et programme les publications des sept prochains jours.' }, () =>
    user(
      'Prépare la semaine sur Publia. Lis d’abord les réseaux et leurs règles (list_networks), les comptes connectés (list_accounts), les meilleurs moments (best_times) et ce qui est déjà programmé (list_posts avec status « scheduled »). Cherche des sujets dans inspiration_items. Propose-moi ensuite une publication par jour ouvré, rédigée avec generate_posts, et attends mon accord avant de créer les brouillons (create_draft) et de les programmer (schedule_post) aux meilleurs moments.',
    ),
  );

  server.registerPrompt(
    'monthly_review',
    { title: 'Bilan du mois', description: 'Fait le bilan des trente derniers jours : chiffres, meilleures publications, commentaires.' },
    () =>
      user(
        'Fais le bilan du mois sur Publia. Lis les chiffres des trente derniers jours (analytics_summary avec period « 30d »), les publications publiées (list_posts avec status « published ») et les chiffres des meilleures (post_analytics), puis les commentaires reçus (list_comments). Résume en français ce qui a marché, ce qui n’a pas marché, et propose trois actions pour le mois prochain.',
      ),
  );
}
