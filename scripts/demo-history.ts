// A demo workspace with four months of real history, for the Analytics screenshots
// (docs/screenshots/analytics-*.png, `e2e/analytics/analytics.capture.ts`).
//
// Publia starts in this process (no pg-boss) on a manual clock set 120 days in the past; the
// sandboxes run on the same clock. « Camille Durand » signs up (workspace « Atelier Camille »),
// connects the demo accounts of Instagram, Facebook, X, LinkedIn and Pinterest through
// `POST /api/social-accounts/demo-connect`, uploads one photo and writes her posts as drafts
// through the API. Then the clock walks forward one simulated day at a time: on some days one or
// two posts are « published » — written on both sides as `bench/support/seed-analytics-sync.ts`
// writes them (the item published, a published target per network with the network's post id, and
// the sandbox's post record and timeline entry created at that instant), because the publishing
// engine's SQL stamps the database's now() — and the real analytics round (`syncWorkspaceNow`)
// runs four times a day, so the figures come from the sandboxes' audience and the daily rollups
// fill day by day. Last, the clock is set to now and a final round runs.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/publia_demo DATA_DIR=/tmp/publia-demo npx tsx scripts/demo-history.ts
//   DATA_DIR=/tmp/publia-demo npx tsx scripts/demo-history.ts          (PGlite in DATA_DIR/db)
//
// Serve the same DATABASE_URL and DATA_DIR afterwards (DATA_DIR holds the photo and, without
// ENCRYPTION_KEY, the key that opens the accounts' tokens). DEMO_EMAIL / DEMO_PASSWORD choose
// the sign-in (printed at the end), DEMO_DAYS the length of the history, DEMO_SEED the draw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type Network } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { startPublia, type Publia } from '../apps/server/src/app/start.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { manualClock } from '../apps/server/src/lib/clock.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { syncWorkspaceNow } from '../apps/server/src/modules/analytics/service.ts';
import { multipart } from '../apps/server/src/modules/media/samples.test-support.ts';
import { numericId } from '../apps/server/src/sandbox/kit/posts.ts';
import { createHash } from 'node:crypto';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS = Number(process.env.DEMO_DAYS ?? 120);
const EMAIL = process.env.DEMO_EMAIL ?? 'camille.durand@atelier-camille.fr';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Atelier-Camille-2026';
const NAME = 'Camille Durand';
const WORKSPACE = 'Atelier Camille';
const NETWORKS_CONNECTED: Network[] = ['instagram', 'facebook', 'twitter', 'linkedin', 'pinterest'];
/** UTC hours of the day's analytics rounds (the first is the daily one). */
const SYNC_HOURS = [8, 12, 17, 21];
const PHOTO = path.resolve(import.meta.dirname, '../e2e/fixtures/atelier.jpg');

/** A small seeded generator: the same history on every run (DEMO_SEED changes it). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const draw = random(Number(process.env.DEMO_SEED ?? 20260801));

interface PostIdea {
  title: string;
  text: string;
  keywords: string[];
  /** Where it goes; Instagram and Pinterest posts carry the photo. */
  platforms: Network[];
}

const AUDIENCE_WIDE: Network[] = ['instagram', 'facebook', 'pinterest'];

/** The workshop's posts, in the order they come out. */
const IDEAS: PostIdea[] = [
  {
    title: 'Rentrée à l’atelier',
    text: 'L’atelier rouvre ses portes après l’été : tours nettoyés, terre fraîche et émaux refaits. On a hâte de vous retrouver !',
    keywords: ['ceramique', 'atelier'],
    platforms: ['instagram', 'facebook', 'twitter'],
  },
  {
    title: 'Cours d’initiation au tour',
    text: 'Nouveau cycle d’initiation au tour : 6 séances le mardi soir, 8 places. Vous repartez avec vos bols émaillés.',
    keywords: ['cours', 'tournage'],
    platforms: ['instagram', 'facebook', 'linkedin'],
  },
  {
    title: 'Bols grès moucheté',
    text: 'Sortie de four de ce matin : des bols en grès moucheté, émail crème et bord brut. Chaque pièce est unique.',
    keywords: ['gres', 'faitmain'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Les coulisses de l’émaillage',
    text: 'Trempage, égouttage, retouche au pinceau : l’émaillage prend plus de temps que le tournage. Petite visite des coulisses.',
    keywords: ['email', 'coulisses'],
    platforms: ['instagram', 'facebook'],
  },
  {
    title: 'Marché des potiers de Dieulefit',
    text: 'Retrouvez-nous ce week-end au marché des potiers de Dieulefit, stand 14, avec la nouvelle série de tasses.',
    keywords: ['marche', 'potiers'],
    platforms: ['instagram', 'facebook', 'twitter'],
  },
  {
    title: 'Tasses à café « Brume »',
    text: 'La série « Brume » : des tasses à café de 12 cl, émail bleu gris qui coule sur le grès. Disponibles à l’atelier et en ligne.',
    keywords: ['tasse', 'cafe'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Atelier enfants du mercredi',
    text: 'Le mercredi après-midi, les 7-12 ans modèlent leurs animaux en terre. Il reste deux places pour ce trimestre.',
    keywords: ['enfants', 'modelage'],
    platforms: ['facebook', 'instagram'],
  },
  {
    title: 'Pourquoi nous cuisons à 1 280 °C',
    text: 'Le grès cuit haut devient dense et résistant : vos pièces passent au lave-vaisselle sans craindre le temps. Explications.',
    keywords: ['gres', 'cuisson'],
    platforms: ['linkedin', 'facebook', 'twitter'],
  },
  {
    title: 'Assiettes plates « Sable »',
    text: 'Les assiettes « Sable » sont de retour : 27 cm, émail mat, bord légèrement relevé. Une vingtaine seulement.',
    keywords: ['assiette', 'artdelatable'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Stage week-end : tournage',
    text: 'Stage intensif de tournage les 12 et 13 : deux jours pour centrer, monter et tournasser. Déjeuner compris.',
    keywords: ['stage', 'tournage'],
    platforms: ['instagram', 'facebook', 'linkedin'],
  },
  {
    title: 'Un vase, six étapes',
    text: 'Du pain de terre au vase émaillé : six étapes et trois semaines. On vous montre tout en images.',
    keywords: ['vase', 'processus'],
    platforms: ['instagram', 'pinterest'],
  },
  {
    title: 'Collaboration avec le Café Lune',
    text: 'Fiers de signer la vaisselle du Café Lune à Lyon : 120 tasses et soucoupes tournées à l’atelier.',
    keywords: ['collaboration', 'restaurant'],
    platforms: ['linkedin', 'instagram', 'twitter'],
  },
  {
    title: 'Journées européennes des métiers d’art',
    text: 'Portes ouvertes pendant les Journées des métiers d’art : démonstrations de tournage toutes les heures.',
    keywords: ['jema', 'metiersdart'],
    platforms: ['facebook', 'instagram', 'twitter', 'linkedin'],
  },
  {
    title: 'Pichets « Terre brûlée »',
    text: 'Les pichets « Terre brûlée » : un litre, anse tirée à la main, émail rouille. Parfaits pour l’eau comme pour le vin.',
    keywords: ['pichet', 'faitmain'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Le four est plein',
    text: 'Cuisson émail ce soir : 64 pièces dans le four. Ouverture jeudi matin… on croise les doigts !',
    keywords: ['four', 'cuisson'],
    platforms: ['instagram', 'twitter'],
  },
  {
    title: 'Offrir un cours',
    text: 'Les bons cadeaux pour une initiation au tour sont disponibles, valables un an. Une idée pour les fêtes ?',
    keywords: ['cadeau', 'cours'],
    platforms: ['facebook', 'instagram'],
  },
  {
    title: 'Saladiers pour la table d’hiver',
    text: 'De grands saladiers en grès, 28 cm, pour les tablées d’hiver. Émail vert céladon ou blanc laiteux.',
    keywords: ['saladier', 'artdelatable'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Portrait : Inès, notre apprentie',
    text: 'Inès nous a rejoints en septembre après son CAP tournage. Elle signe déjà les coupelles de la boutique.',
    keywords: ['apprentissage', 'equipe'],
    platforms: ['linkedin', 'facebook', 'instagram'],
  },
  {
    title: 'Recycler la terre',
    text: 'Rien ne se perd à l’atelier : les chutes sont réhydratées, pétries et retournent sur le tour.',
    keywords: ['recyclage', 'ecologie'],
    platforms: ['instagram', 'facebook', 'linkedin'],
  },
  {
    title: 'Mugs « Matin »',
    text: 'Nouveaux mugs « Matin », 30 cl, anse large et émail jaune paille. Le café a meilleur goût dedans, promis.',
    keywords: ['mug', 'cafe'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Marché de la Croix-Rousse',
    text: 'Nous serons au marché des créateurs de la Croix-Rousse dimanche, avec des pièces uniques et des petits prix.',
    keywords: ['createurs', 'marche'],
    platforms: ['instagram', 'facebook', 'twitter'],
  },
  {
    title: 'Soirée tournage entre amis',
    text: 'Privatisez l’atelier pour une soirée tournage : 6 personnes, 3 heures, apéritif servi dans nos tasses.',
    keywords: ['soiree', 'tournage'],
    platforms: ['facebook', 'instagram'],
  },
  {
    title: 'Coupelles à épices',
    text: 'Des coupelles de 8 cm pour les épices, le sel ou les bagues. Vendues par trois, couleurs au choix.',
    keywords: ['coupelle', 'faitmain'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Ce que coûte une tasse',
    text: 'Terre, émail, électricité du four, heures de travail : on vous détaille ce que coûte vraiment une tasse artisanale.',
    keywords: ['artisanat', 'transparence'],
    platforms: ['linkedin', 'twitter', 'facebook'],
  },
  {
    title: 'Théières « Nuage »',
    text: 'Les théières « Nuage » : 80 cl, filtre intégré, couvercle ajusté au tour. Une pièce qui demande deux jours.',
    keywords: ['theiere', 'the'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Raku : la cuisson spectaculaire',
    text: 'Samedi, cuisson raku dans la cour : les pièces sortent rouges du four et plongent dans la sciure. Venez voir !',
    keywords: ['raku', 'cuisson'],
    platforms: ['instagram', 'facebook', 'twitter'],
  },
  {
    title: 'Nouveaux horaires de la boutique',
    text: 'La boutique de l’atelier est ouverte du mercredi au samedi, de 10 h à 19 h, et le dimanche avant Noël.',
    keywords: ['boutique', 'horaires'],
    platforms: ['facebook', 'twitter'],
  },
  {
    title: 'Service à thé complet',
    text: 'Un service à thé complet : théière, six tasses et un plateau en grès. Fait sur commande, délai trois semaines.',
    keywords: ['commande', 'the'],
    platforms: ['instagram', 'pinterest'],
  },
  {
    title: 'Formation pour les entreprises',
    text: 'Team building à l’atelier : une demi-journée de modelage pour vos équipes, jusqu’à 12 personnes.',
    keywords: ['entreprise', 'teambuilding'],
    platforms: ['linkedin'],
  },
  {
    title: 'Vases soliflores',
    text: 'Petits vases soliflores pour une tige ou une branche sèche. Chacun a sa forme, son émail, son caractère.',
    keywords: ['vase', 'deco'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Merci pour ces trois ans',
    text: 'Trois ans d’atelier, plus de 300 élèves et des milliers de pièces : merci à vous tous de nous suivre.',
    keywords: ['merci', 'anniversaire'],
    platforms: ['instagram', 'facebook', 'linkedin', 'twitter'],
  },
  {
    title: 'Vente de seconds choix',
    text: 'Seconds choix et fins de séries à -30 % ce week-end à l’atelier : petits défauts, grand charme.',
    keywords: ['ventes', 'seconds'],
    platforms: ['instagram', 'facebook', 'twitter'],
  },
  {
    title: 'Plats à four',
    text: 'Des plats à four en grès réfractaire pour les gratins et les tians. Trois tailles, émail miel.',
    keywords: ['cuisine', 'faitmain'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Le tournasage expliqué',
    text: 'Tournasser, c’est retourner la pièce mi-sèche et creuser son pied. Une étape discrète qui fait toute la différence.',
    keywords: ['technique', 'tournage'],
    platforms: ['instagram', 'linkedin'],
  },
  {
    title: 'Inscriptions du trimestre',
    text: 'Les inscriptions aux cours du trimestre sont ouvertes : initiation, perfectionnement et modelage libre.',
    keywords: ['cours', 'inscriptions'],
    platforms: ['facebook', 'instagram', 'linkedin', 'twitter'],
  },
  {
    title: 'Bougeoirs d’hiver',
    text: 'Des bougeoirs ajourés à la main : la lumière passe par les motifs et danse sur les murs.',
    keywords: ['bougeoir', 'deco'],
    platforms: AUDIENCE_WIDE,
  },
  {
    title: 'Nos émaux maison',
    text: 'Tous nos émaux sont préparés à l’atelier à partir de matières brutes : feldspath, kaolin, oxydes. Recette du céladon.',
    keywords: ['email', 'recette'],
    platforms: ['instagram', 'pinterest', 'linkedin'],
  },
  {
    title: 'Commande pour un mariage',
    text: 'Cent petites coupelles gravées aux initiales des mariés, offertes aux invités. Une commande qui nous a émus.',
    keywords: ['mariage', 'commande'],
    platforms: ['instagram', 'facebook', 'pinterest'],
  },
  {
    title: 'L’atelier recrute',
    text: 'Nous cherchons un·e céramiste tourneur·se à mi-temps pour la production des séries. Candidatures par message.',
    keywords: ['recrutement', 'emploi'],
    platforms: ['linkedin', 'facebook'],
  },
  {
    title: 'Assiettes creuses « Forêt »',
    text: 'Assiettes creuses « Forêt », 22 cm, émail vert profond avec des reflets bruns. Pour les soupes d’hiver.',
    keywords: ['assiette', 'artdelatable'],
    platforms: AUDIENCE_WIDE,
  },
];

/** Variations that give the series more posts, each once. */
const SERIES = ['Tasses', 'Bols', 'Coupelles', 'Mugs', 'Vases', 'Pichets', 'Assiettes', 'Théières', 'Saladiers', 'Plats'];
const ANGLES = [
  {
    title: (p: string) => `${p} : nouvelle fournée`,
    text: (p: string) => `Nouvelle fournée de ${p.toLowerCase()} sortie du four ce matin. Quelques pièces seulement, à l’atelier et en ligne.`,
  },
  {
    title: (p: string) => `${p} : derniers exemplaires`,
    text: (p: string) => `Il reste les derniers exemplaires de nos ${p.toLowerCase()} de la saison. Prochaine série dans un mois.`,
  },
  {
    title: (p: string) => `${p} en cours de séchage`,
    text: (p: string) => `Une étagère pleine de ${p.toLowerCase()} qui sèchent doucement avant la première cuisson. La patience fait partie du métier.`,
  },
  {
    title: (p: string) => `${p} émaillés à la main`,
    text: (p: string) => `Chaque pièce de la série de ${p.toLowerCase()} est émaillée à la main : aucune n’est tout à fait pareille.`,
  },
];

/** The written posts in order, one product-series post every third, so every period shows both. */
function ideaAt(index: number): PostIdea {
  const written = index - Math.floor(index / 3);
  if (index % 3 !== 2 && written < IDEAS.length) return IDEAS[written]!;
  // Series posts count up from 0; once the written ones run out, the rest count down from the last.
  const extra = index % 3 === 2 ? Math.floor(index / 3) : SERIES.length * ANGLES.length - 1 - (written - IDEAS.length);
  const product = SERIES[extra % SERIES.length]!;
  const angle = ANGLES[Math.floor(extra / SERIES.length) % ANGLES.length]!;
  const platforms: Network[] = draw() < 0.5 ? AUDIENCE_WIDE : ['instagram', 'facebook', ...(draw() < 0.5 ? (['twitter'] as Network[]) : [])];
  return { title: angle.title(product), text: angle.text(product), keywords: ['ceramique', 'faitmain'], platforms };
}

// ---------------------------------------------------------------------------------------------

interface Session {
  cookie: string;
  csrf: string;
}

async function call<T>(publia: Publia, session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await publia.app.inject({
    method,
    url,
    headers: { ...(session ? { cookie: session.cookie, [CSRF_HEADER]: session.csrf } : {}), ...headers },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} : ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

interface Account {
  id: string;
  platform: Network;
  externalId: string;
  owner: string | null;
  username: string | null;
}

interface Planned {
  at: number;
  contentId: string;
  idea: PostIdea;
}

/** The network's id of a new post, as its sandbox makes it (see seed-analytics-sync.ts). */
function postIdOf(account: Account): string {
  switch (account.platform) {
    case 'twitter':
    case 'tiktok':
      return numericId(19);
    case 'facebook':
      return `${account.externalId}_${numericId(16)}`;
    case 'instagram':
      return numericId(17);
    case 'linkedin':
      return `urn:li:share:${numericId(19)}`;
    case 'pinterest':
    case 'mastodon':
      return numericId(18);
    case 'bluesky':
      return `at://${account.externalId}/app.bsky.feed.post/${numericId(19)}`;
  }
}

/** `sandbox/kit/posts.ts`: the account's timeline key, the creation time in 15 digits, the post id. */
const timelineId = (userId: string, at: number, postId: string) => `${createHash('sha256').update(userId).digest('hex').slice(0, 16)}${String(at).padStart(15, '0')}${postId}`;

/** Publishes an item at `at` on each of its networks, on both sides, in one transaction. */
async function publishAt(db: Db, workspaceId: string, accounts: Map<Network, Account>, planned: Planned, publicUrl: string, mediaUrl: string): Promise<void> {
  const at = new Date(planned.at);
  const iso = at.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update contents set status = 'published', published_at = ${iso}::timestamptz, scheduled_for = null,
             created_at = ${new Date(planned.at - (1 + Math.floor(draw() * 3)) * DAY - Math.floor(draw() * 8) * HOUR).toISOString()}::timestamptz,
             updated_at = ${iso}::timestamptz
      where id = ${planned.contentId} and workspace_id = ${workspaceId}`);
    for (const platform of planned.idea.platforms) {
      const account = accounts.get(platform);
      if (!account) continue;
      const postId = postIdOf(account);
      const withPhoto = platform === 'instagram' || platform === 'pinterest';
      await tx.execute(sql`
        insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, attempts, published_at, created_at, updated_at)
        values (${workspaceId}, ${planned.contentId}, ${account.id}, ${platform}, 'published', ${iso}::timestamptz, ${postId},
                ${`${publicUrl}/sandbox/${platform}/posts/${encodeURIComponent(postId)}`}, 1, ${iso}::timestamptz, ${iso}::timestamptz, ${iso}::timestamptz)`);
      // The audience's comments are computed from the post when read: this draw, once their dates, keeps the rest of the history as it was.
      draw();
      const post = {
        id: postId,
        network: platform,
        userId: account.externalId,
        username: account.username ?? 'atelier_camille',
        text: planned.idea.text,
        title: platform === 'pinterest' ? planned.idea.title : null,
        mediaType: withPhoto ? 'image' : null,
        mediaUrl: withPhoto ? mediaUrl : null,
        createdAt: iso,
        replies: [],
        owner: account.owner,
      };
      await tx.execute(sql`
        insert into sandbox_records (network, kind, id, data, created_at, updated_at) values
          (${platform}, 'post', ${postId}, ${JSON.stringify(post)}::jsonb, ${iso}::timestamptz, ${iso}::timestamptz),
          (${platform}, 'timeline', ${timelineId(account.externalId, planned.at, postId)}, ${JSON.stringify({ target: postId })}::jsonb, ${iso}::timestamptz, ${iso}::timestamptz)`);
    }
  });
}

async function main() {
  const dataDir = process.env.DATA_DIR || path.join(os.tmpdir(), 'publia-demo-history');
  // The photo's address is absolute: serve the result at this address (the capture: E2E_PORT=4173).
  const publicUrl = process.env.PUBLIC_URL || 'http://127.0.0.1:4173';
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    // No built web app is served here.
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  const realNow = Date.now();
  const start = Date.UTC(new Date(realNow - DAYS * DAY).getUTCFullYear(), new Date(realNow - DAYS * DAY).getUTCMonth(), new Date(realNow - DAYS * DAY).getUTCDate(), 7);
  const clock = manualClock(start);
  const setClock = (at: number) => clock.advance(at - clock.now());
  const publia = await startPublia(config, createLogger(config.logLevel), { withQueue: false, clock });
  try {
    await publia.app.ready();
    const { db } = publia.ctx;
    console.error(`Publia démarré (${config.databaseUrl ? 'PostgreSQL' : `PGlite dans ${dataDir}`}), horloge au ${new Date(start).toISOString()}`);

    // Sign-up, then the workspace's name.
    const registered = await publia.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: EMAIL, password: PASSWORD, name: NAME } });
    if (registered.statusCode !== 201) throw new Error(`inscription : ${registered.statusCode} ${registered.body}`);
    const body = registered.json() as { csrfToken: string; user: { id: string }; workspace: { id: string } };
    const header = registered.headers['set-cookie'];
    const session: Session = { cookie: ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0]!, csrf: body.csrfToken };
    const workspaceId = body.workspace.id;
    await db.execute(sql`update workspaces set name = ${WORKSPACE} where id = ${workspaceId}`);
    await db.execute(sql`update users set created_at = ${new Date(start).toISOString()}::timestamptz where id = ${body.user.id}`).catch(() => {});

    for (const platform of NETWORKS_CONNECTED) await call(publia, session, 'POST', '/api/social-accounts/demo-connect', { platform });
    const rows = await rawRows<{ id: string; platform: Network; external_id: string }>(
      db,
      sql`select id, platform, external_id from social_accounts where workspace_id = ${workspaceId} and is_connected order by created_at`,
    );
    const accounts = new Map<Network, Account>();
    for (const row of rows) {
      const [owner] = await rawRows<{ owner: string | null; username: string | null }>(
        db,
        sql`select data->>'owner' as owner, data->>'username' as username from sandbox_records
            where network = ${row.platform} and id = ${row.external_id} and kind in ('user-by-id', 'page', 'instagram-account')
            order by kind limit 1`,
      );
      if (!owner) throw new Error(`${row.platform} : pas d'utilisateur du bac à sable ${row.external_id}`);
      accounts.set(row.platform, { id: row.id, platform: row.platform, externalId: row.external_id, owner: owner.owner, username: owner.username });
    }
    console.error(`comptes connectés : ${[...accounts.keys()].join(', ')}`);

    // The photo, once.
    const form = multipart({ bytes: fs.readFileSync(PHOTO), name: 'atelier.jpg', type: 'image/jpeg' }, { kind: 'image' });
    const uploaded = await publia.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrf, ...form.headers },
      payload: form.payload,
    });
    if (uploaded.statusCode !== 201) throw new Error(`photo : ${uploaded.statusCode} ${uploaded.body}`);
    const photo = (uploaded.json() as { data: { id: string; url: string } }).data;

    // The calendar: some days one post, a few days two, more on weekdays; hours when people read.
    const plan: { at: number; idea: PostIdea }[] = [];
    const hours = [7, 8, 10, 11, 12, 16, 17, 18, 19];
    let index = 0;
    for (let day = 0; day < DAYS; day++) {
      const midnight = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate()) + day * DAY;
      const weekday = new Date(midnight).getUTCDay();
      const chance = weekday === 0 ? 0.15 : weekday === 6 ? 0.35 : 0.6;
      if (draw() > chance) continue;
      const count = draw() < 0.18 ? 2 : 1;
      const picked = [...hours]
        .sort(() => draw() - 0.5)
        .slice(0, count)
        .sort((a, b) => a - b);
      for (const hour of picked) {
        const at = midnight + hour * HOUR + Math.floor(draw() * 50) * 60_000;
        if (at >= realNow - HOUR) continue;
        plan.push({ at, idea: ideaAt(index++) });
      }
    }

    // Each post written once as a draft through the API (its text, photo and networks as the app keeps them).
    const planned: Planned[] = [];
    for (const item of plan) {
      const withPhoto = item.idea.platforms.some((p) => p === 'instagram' || p === 'pinterest') || draw() < 0.3;
      const draft = await call<{ data: { id: string } }>(publia, session, 'POST', '/api/content/drafts', {
        title: item.idea.title,
        content: `${item.idea.text}\n\n${item.idea.keywords.map((k) => `#${k}`).join(' ')}`,
        ...(withPhoto ? { mediaId: photo.id, mediaType: 'image' } : {}),
        platforms: item.idea.platforms,
        keywords: item.idea.keywords,
      });
      planned.push({ at: item.at, contentId: draft.data.id, idea: item.idea });
    }
    console.error(`${planned.length} publications prévues sur ${DAYS} jours`);

    // The days pass: publish what is due, then the day's analytics rounds.
    const rounds = Array.from({ length: DAYS + 1 }, (_, day) =>
      SYNC_HOURS.map((hour) => Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate()) + day * DAY + hour * HOUR),
    )
      .flat()
      .filter((at) => at > start && at < realNow);
    rounds.push(realNow);
    let next = 0;
    let problems = 0;
    const started = performance.now();
    for (const [i, at] of rounds.entries()) {
      while (next < planned.length && planned[next]!.at <= at) {
        setClock(planned[next]!.at);
        await publishAt(db, workspaceId, accounts, planned[next]!, config.publicUrl, photo.url);
        next++;
      }
      setClock(at);
      const results = await syncWorkspaceNow(publia.ctx, workspaceId);
      for (const { accountId, result } of results) {
        if (result.status === 'synced') continue;
        problems++;
        const platform = [...accounts.values()].find((a) => a.id === accountId)?.platform;
        console.error(`  ${new Date(at).toISOString()} ${platform} : ${JSON.stringify(result)}`);
        if (result.status === 'waiting') {
          // A rate limit counted in real seconds: wait it out, then let the account go on at the simulated time.
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await db.execute(sql`update account_metric_syncs set retry_at = null where account_id = ${accountId}`).catch(() => {});
        }
      }
      if (i % 40 === 0) console.error(`  ${new Date(at).toISOString().slice(0, 10)} : ${next} publiées, ${Math.round((performance.now() - started) / 1000)} s`);
    }

    const [totals] = await rawRows<{ targets: number; snapshots: number; days: number }>(
      db,
      sql`select (select count(*)::int from publication_targets where workspace_id = ${workspaceId} and status = 'published') as targets,
                 (select count(*)::int from post_metric_snapshots s join publication_targets t on t.id = s.target_id where t.workspace_id = ${workspaceId}) as snapshots,
                 (select count(distinct day)::int from account_metric_days d join social_accounts a on a.id = d.account_id where a.workspace_id = ${workspaceId}) as days`,
    ).catch(() => [{ targets: -1, snapshots: -1, days: -1 }]);
    console.error(
      `fini : ${planned.length} publications (${totals!.targets} cibles), ${totals!.snapshots} mesures de posts, ${totals!.days} jours de cumuls, ${problems} tours incomplets`,
    );
    console.log(JSON.stringify({ email: EMAIL, password: PASSWORD, workspace: WORKSPACE, dataDir, databaseUrl: config.databaseUrl ?? null }, null, 2));
  } finally {
    await publia.close();
  }
}

await main();
