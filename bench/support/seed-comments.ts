// A comments inbox for the inbox benchmark, written in bulk SQL with generate_series: published
// items spread over the last 90 days, one target each on the workspace's connected accounts in
// turn, then the comments left on them (French texts, each with its sentiment; the filter's
// catches set aside; statuses as a team that keeps up leaves them), and the account's answers in
// `comment_replies`. Every draw is a hash of the comment's number: the same inbox at every run.
// The runner is a pg client's or PGlite's `query`, as `analytics-read.ts` seeds. And the sync
// round's history: published posts on both sides, Publia's targets and the sandboxes' posts.
import { createHash } from 'node:crypto';
import type { Network } from '@publia/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { sandboxOwnerOf } from './seed-analytics-sync.ts';

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/** A connected account of the workspace. */
export interface InboxAccount {
  id: string;
  platform: string;
}

export interface InboxSize {
  /** Published items, one target each. */
  posts: number;
  comments: number;
  /** How far back the posts go. */
  days: number;
}

const POSITIVE = [
  'Magnifique ! J’adore ce que vous faites 😍',
  'Trop beau, bravo à toute l’équipe 👏',
  'Livraison rapide et produit conforme, merci !',
  'Commandé la semaine dernière, reçu en 48 h, parfait.',
  'Superbe collection, j’ai hâte de venir en boutique !',
  'Merci pour vos conseils, toujours au top.',
  'Je recommande à 100 %, service client adorable.',
  'Quelle belle photo ! On s’y croirait.',
  'Vous êtes les meilleurs ❤️',
  'Génial, j’en veux un pour Noël 🎄',
  'La livraison offerte en plus, vous nous gâtez !',
  'Toujours aussi bon, on revient samedi.',
  'Enfin de retour, on les attendait depuis l’an dernier !',
  'Cadeau parfait pour ma mère, elle a adoré.',
];

const NEUTRAL = [
  'C’est ouvert le dimanche ?',
  'Quels sont les délais de livraison pour la Belgique ?',
  'Vous avez la taille M en bleu ?',
  'Est-ce que la livraison est offerte dès 50 € ?',
  'Le prix est le même en boutique ?',
  '@julie.moreau regarde ça',
  'Disponible en retrait en magasin ?',
  'Vous livrez en Suisse ?',
  'À quelle heure ouvre la boutique de Lyon ?',
  'Il reste des places pour l’atelier de samedi ?',
  'On peut payer en plusieurs fois ?',
  'Où trouver le suivi de ma livraison ?',
  'C’est fait en France ?',
  'Ça existe en version sans gluten ?',
];

const NEGATIVE = [
  'Toujours pas reçu ma commande, ça fait trois semaines…',
  'Ma livraison est arrivée abîmée, et personne ne répond.',
  'Déçue par la qualité, ça s’est décousu au premier lavage.',
  'Service client injoignable, c’est inadmissible.',
  'Trop cher pour ce que c’est.',
  'Livraison en retard encore une fois 😡',
  'J’attends mon remboursement depuis un mois.',
  'Commande annulée sans explication, très déçu.',
  'Le colis a été déposé chez le voisin, pas terrible.',
  'Rupture de stock dès le premier jour, comme d’habitude.',
];

/** What the filter sets aside, with the rule and what it found. */
const CAUGHT = [
  { text: 'GAGNEZ UN IPHONE ICI 👉 bit.ly/gagner-iphone', reason: 'link', detail: 'bit.ly/gagner-iphone' },
  { text: 'Arnaque, ne commandez surtout pas ici', reason: 'word', detail: 'arnaque' },
  { text: 'Écrivez-moi au 06 12 34 56 78 pour un partenariat rémunéré', reason: 'contact', detail: '06 12 34 56 78' },
  { text: 'C’EST UNE HONTE, REMBOURSEZ-MOI TOUT DE SUITE', reason: 'shouting', detail: null },
  { text: 'Suivez-moi !!! Suivez-moi !!! Suivez-moi !!!', reason: 'repeated', detail: null },
  { text: 'Des crypto gratuites sur mon profil 💸 promo-crypto.example', reason: 'link', detail: 'promo-crypto.example' },
];

const ANSWERS = [
  'Merci beaucoup pour votre message ! 😊',
  'Bonjour, nous vous répondons en message privé.',
  'Merci ! Les délais de livraison sont de 2 à 4 jours ouvrés.',
  'Désolés pour ce désagrément, nous revenons vers vous très vite.',
  'Oui, ouvert le dimanche de 10 h à 13 h.',
  'Avec plaisir, à bientôt en boutique !',
];

const POST_TEXTS = [
  'Nouvelle collection automne : des pièces fabriquées à Roubaix, en coton bio.',
  'Nos tartes aux fraises sont de retour pour la saison 🍓',
  'Atelier couture samedi 14 h : plus que quelques places !',
  'Les coulisses de l’atelier : trois jours pour une veste.',
  'Soldes d’hiver : -30 % sur toute la boutique jusqu’à dimanche.',
  'Merci à vous : 10 000 abonnés ! Un petit cadeau vous attend en boutique.',
];

/** First names with their handle form, then last names: 900 authors (×100 handle numbers). */
const FIRST = [
  ['Camille', 'camille'],
  ['Léa', 'lea'],
  ['Chloé', 'chloe'],
  ['Manon', 'manon'],
  ['Inès', 'ines'],
  ['Jade', 'jade'],
  ['Louise', 'louise'],
  ['Emma', 'emma'],
  ['Sarah', 'sarah'],
  ['Julie', 'julie'],
  ['Lucas', 'lucas'],
  ['Hugo', 'hugo'],
  ['Théo', 'theo'],
  ['Nathan', 'nathan'],
  ['Louis', 'louis'],
  ['Mathis', 'mathis'],
  ['Enzo', 'enzo'],
  ['Gabriel', 'gabriel'],
  ['Raphaël', 'raphael'],
  ['Arthur', 'arthur'],
  ['Thomas', 'thomas'],
  ['Antoine', 'antoine'],
  ['Maxime', 'maxime'],
  ['Élodie', 'elodie'],
  ['Sophie', 'sophie'],
  ['Nicolas', 'nicolas'],
  ['Pauline', 'pauline'],
  ['Marion', 'marion'],
  ['Quentin', 'quentin'],
  ['Clément', 'clement'],
];
const LAST = [
  ['Martin', 'martin'],
  ['Bernard', 'bernard'],
  ['Dubois', 'dubois'],
  ['Thomas', 'thomas'],
  ['Robert', 'robert'],
  ['Richard', 'richard'],
  ['Petit', 'petit'],
  ['Durand', 'durand'],
  ['Leroy', 'leroy'],
  ['Moreau', 'moreau'],
  ['Simon', 'simon'],
  ['Laurent', 'laurent'],
  ['Lefèvre', 'lefevre'],
  ['Michel', 'michel'],
  ['Garcia', 'garcia'],
  ['David', 'david'],
  ['Bertrand', 'bertrand'],
  ['Roux', 'roux'],
  ['Vincent', 'vincent'],
  ['Fournier', 'fournier'],
  ['Morel', 'morel'],
  ['Girard', 'girard'],
  ['André', 'andre'],
  ['Mercier', 'mercier'],
  ['Dupont', 'dupont'],
  ['Lambert', 'lambert'],
  ['Bonnet', 'bonnet'],
  ['François', 'francois'],
  ['Martinez', 'martinez'],
  ['Legrand', 'legrand'],
];

/** The words of the inbox: one JSON parameter, read with `->` / `->>` (the same on both drivers). */
const WORDS = JSON.stringify({
  positive: POSITIVE,
  neutral: NEUTRAL,
  negative: NEGATIVE,
  caught: CAUGHT,
  answers: ANSWERS,
  posts: POST_TEXTS,
  first: FIRST,
  last: LAST,
});

/** A draw in [0, 1) from a number and a salt: PostgreSQL's `hashint8`, so the same on both databases. */
const draw = (of: string, salt: number) => `((hashint8((${of})::bigint * 64 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** The lists' lengths, written into the SQL. */
const LISTS = {
  positive: POSITIVE.length,
  neutral: NEUTRAL.length,
  negative: NEGATIVE.length,
  caught: CAUGHT.length,
  answers: ANSWERS.length,
  posts: POST_TEXTS.length,
  first: FIRST.length,
  last: LAST.length,
};

/** An element of one of the WORDS' lists, by a draw (`->>`: as text). */
const pick = (list: keyof typeof LISTS, u: string, as: '->' | '->>' = '->') => `(w.words -> '${list}' ${as} floor(${u} * ${LISTS[list]})::int)`;

/**
 * Rules of the seeded inbox:
 * - a post's comments follow a weight (1 to 144 from its id, so a few posts draw most of them),
 *   smaller for a post under 48 hours old; the counts add up to `size.comments` exactly;
 * - nine in ten comments come within three days of the post (most in the first hours), the
 *   others any time since; 15 % answer an earlier comment of the same post;
 * - sentiment 55 % positive, 30 % neutral, 15 % negative, the text drawn among its sentiment's;
 * - a comment under 48 hours old: 45 % pending, 5 % flagged, 35 % responded, 12 % approved, 3 %
 *   rejected; an older one: 58 % responded, 28 % approved, 4 % pending, 3 % flagged, 7 % rejected;
 *   flagged ones (and 60 % of the rejected) are the filter's catches, with its rule and finding;
 * - 10 % assigned to the member, handled ones read, 30 % of the pending read, 1 % removed on the
 *   network, rejected ones hidden where the network hides;
 * - each responded comment has one answer in `comment_replies` (one in ten two), 70 % sent
 *   through Publia by the member, the others written on the network.
 * Then ANALYZE, or VACUUM ANALYZE (`vacuum`): what PostgreSQL's autovacuum leaves soon after a
 * bulk insert (PGlite runs no autovacuum: its tables stay as written).
 */
export async function seedCommentsInbox(
  run: Run,
  workspace: { id: string; userId: string },
  accounts: InboxAccount[],
  size: InboxSize,
  options: { vacuum: boolean },
): Promise<void> {
  await run('begin');
  await run(
    `insert into contents (workspace_id, user_id, title, text, hashtags, platforms, media_type, media_url, status, published_at, created_at, updated_at)
     select $1, $2, 'Publication ' || g, w.words -> 'posts' ->> (g % ${LISTS.posts})::int, '[]'::jsonb,
            jsonb_build_array(($4::jsonb -> (g % $5::int)) ->> 'platform'), 'image', '/media/bench-' || (g % 40) || '.jpg',
            'published', t, t, t
     from generate_series(1, $3::int) as g,
          (select $6::jsonb as words) as w,
          lateral (select now() - interval '1 hour' - (g - 1) * ($7::float8 * 86400 / $3::int) * interval '1 second' as t) as x`,
    [workspace.id, workspace.userId, size.posts, JSON.stringify(accounts), accounts.length, WORDS, size.days],
  );
  // Item g (1 the newest) goes to account g % n, as its platforms say.
  await run(
    `with items as (select id, workspace_id, published_at, row_number() over (order by published_at desc, id) as g
                    from contents where workspace_id = $1)
     insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, attempts, published_at, created_at, updated_at)
     select i.workspace_id, i.id, (a ->> 'id')::uuid, a ->> 'platform', 'published', i.published_at, 'bench-p-' || i.g,
            'https://bench.invalid/' || (a ->> 'platform') || '/p/' || i.g, 1, i.published_at, i.published_at, i.published_at
     from items i, lateral (select $2::jsonb -> (i.g % $3::int)::int as a) as x`,
    [workspace.id, JSON.stringify(accounts), accounts.length],
  );
  await run(
    `with posts as (
       select t.id, t.content_id, t.account_id, t.platform, t.external_id, t.published_at,
              row_number() over (order by t.published_at desc, t.id) as n,
              extract(epoch from now() - t.published_at) / 3600.0 as age_h,
              power(1 + abs(hashtext(t.id::text)) % 12, 2)::float8
                * least(1.0, 0.1 + extract(epoch from now() - t.published_at) / 172800.0) as weight
       from publication_targets t where t.workspace_id = $1 and t.status = 'published'),
     shared as (select p.*, $3::float8 * weight / sum(weight) over () as share from posts p),
     floored as (select s.*, floor(share)::int as base, share - floor(share) as frac from shared s),
     counted as (
       select f.*, base + case when row_number() over (order by frac desc, n) <= $3::int - sum(base) over () then 1 else 0 end as c
       from floored f),
     numbered as (select c.*, (sum(c) over (order by n) - c)::int as first from counted c),
     drawn as (
       select p.id as target_id, p.content_id, p.account_id, p.platform, p.external_id as post_external_id, p.published_at, p.age_h,
              p.first + k as g, k,
              case when ${draw('p.first + k', 2)} < 0.9 then least(p.age_h, 72) * power(${draw('p.first + k', 1)}, 2)
                   else p.age_h * ${draw('p.first + k', 1)} end as delay_h
       from numbered p cross join lateral generate_series(1, p.c) as k),
     judged as (
       select d.*, d.published_at + d.delay_h * interval '1 hour' as written_at,
              case when ${draw('d.g', 3)} < 0.55 then 'positive' when ${draw('d.g', 3)} < 0.85 then 'neutral' else 'negative' end as sentiment,
              case when d.age_h - d.delay_h < 48 then
                     case when ${draw('d.g', 4)} < 0.45 then 'pending' when ${draw('d.g', 4)} < 0.50 then 'flagged'
                          when ${draw('d.g', 4)} < 0.85 then 'responded' when ${draw('d.g', 4)} < 0.97 then 'approved' else 'rejected' end
                   else
                     case when ${draw('d.g', 4)} < 0.58 then 'responded' when ${draw('d.g', 4)} < 0.86 then 'approved'
                          when ${draw('d.g', 4)} < 0.90 then 'pending' when ${draw('d.g', 4)} < 0.93 then 'flagged' else 'rejected' end
              end as status
       from drawn d),
     worded as (
       select j.*,
              (j.status = 'flagged' or (j.status = 'rejected' and ${draw('j.g', 5)} < 0.6)) as caught,
              ${pick('caught', draw('j.g', 6))} as catch,
              case j.sentiment when 'positive' then ${pick('positive', draw('j.g', 6), '->>')}
                               when 'neutral' then ${pick('neutral', draw('j.g', 6), '->>')}
                               else ${pick('negative', draw('j.g', 6), '->>')} end as said,
              ${pick('first', draw('j.g', 7))} as first_name, ${pick('last', draw('j.g', 8))} as last_name,
              least(now(), j.published_at + j.delay_h * interval '1 hour' + (3 + 2880 * power(${draw('j.g', 9)}, 3)) * interval '1 minute') as handled_at
       from judged j, (select $4::jsonb as words) as w)
     insert into comments (workspace_id, account_id, platform, target_id, content_id, post_external_id, external_id, parent_external_id,
                           author_name, author_handle, text, url, written_at, created_at, status, flag_reason, flag_detail, sentiment,
                           hidden, removed, read_at, assignee_id, responded_at, moderated_at)
     select $1, c.account_id, c.platform, c.target_id, c.content_id, c.post_external_id, 'bench-c-' || c.g,
            case when c.k > 1 and ${draw('c.g', 10)} < 0.15 then 'bench-c-' || (c.g - 1 - floor(${draw('c.g', 11)} * least(c.k - 1, 5))::int) end,
            (c.first_name ->> 0) || ' ' || (c.last_name ->> 0),
            case when c.platform in ('facebook', 'linkedin') then null
                 else (c.first_name ->> 1) || '.' || (c.last_name ->> 1) || floor(${draw('c.g', 12)} * 100)::int end,
            case when c.caught then c.catch ->> 'text' else c.said end,
            'https://bench.invalid/' || c.platform || '/c/' || c.g,
            c.written_at, least(now(), c.written_at + interval '3 minutes'), c.status,
            case when c.caught then c.catch ->> 'reason' end, case when c.caught then c.catch ->> 'detail' end,
            case when c.caught and c.sentiment = 'positive' then 'neutral' else c.sentiment end,
            c.status = 'rejected' and c.platform in ('instagram', 'facebook', 'twitter'),
            ${draw('c.g', 13)} >= 0.99,
            case when c.status <> 'pending' then c.handled_at when ${draw('c.g', 14)} < 0.3 then least(now(), c.written_at + interval '10 minutes') end,
            case when ${draw('c.g', 15)} < 0.1 then $2::uuid end,
            case when c.status = 'responded' then c.handled_at end,
            case when c.status in ('approved', 'rejected') then c.handled_at end
     from worded c`,
    [workspace.id, workspace.userId, size.comments, WORDS],
  );
  await run(
    `insert into comment_replies (workspace_id, comment_id, external_id, text, url, user_id, written_at)
     select c.workspace_id, c.id, 'bench-r-' || c.external_id || '-' || k, ${pick('answers', draw('x.n', 16), '->>')},
            'https://bench.invalid/' || c.platform || '/r/' || c.external_id || '-' || k,
            case when ${draw('x.n', 17)} < 0.7 then $2::uuid end,
            least(now(), c.responded_at + (k - 1) * interval '2 hours')
     from comments c,
          lateral (select substr(c.external_id, 9)::bigint as n) as x,
          lateral generate_series(1, case when ${draw('x.n', 18)} < 0.1 then 2 else 1 end) as k,
          (select $3::jsonb as words) as w
     where c.workspace_id = $1 and c.status = 'responded'`,
    [workspace.id, workspace.userId, WORDS],
  );
  await run('commit');
  for (const table of ['contents', 'publication_targets', 'comments', 'comment_replies']) await run(`${options.vacuum ? 'vacuum analyze' : 'analyze'} ${table}`);
}

// The sync round's history.

/** A connected account as the sandboxes know it. */
export interface SandboxAccount extends InboxAccount {
  platform: Network;
  /** The network's id of the account: the sandbox user (or Page, or Instagram account) that posts. */
  externalId: string;
}

/**
 * Random digits, the first not 0, computed per row: the fakes make a comment's id from its post's
 * first 12 or 13 digits, so every post needs its own (numbered ids under one prefix would give the
 * posts of an account the same comment ids).
 */
const randomDigits = (length: number) =>
  `substr((1 + floor(random() * 9))::int::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0') || lpad(floor(random() * 1e9)::bigint::text, 9, '0'), 1, ${length})`;

/** Each network's post id, as its sandbox makes it at publishing (`numericId`, a Page's `{page}_{n}`, LinkedIn's share URN). */
function postIdOf(platform: Network, accountExternalId: string): SQL {
  switch (platform) {
    case 'twitter':
    case 'tiktok':
      return sql.raw(randomDigits(19));
    case 'facebook':
      return sql`${`${accountExternalId}_`} || ${sql.raw(randomDigits(16))}`;
    case 'instagram':
      return sql.raw(randomDigits(17));
    case 'linkedin':
      return sql`'urn:li:share:' || ${sql.raw(randomDigits(19))}`;
    case 'pinterest':
    case 'mastodon':
      return sql.raw(randomDigits(18));
    case 'bluesky':
      return sql`${`at://${accountExternalId}/app.bsky.feed.post/`} || ${sql.raw(randomDigits(19))}`;
  }
}

const MEDIA_TYPE: Record<Network, 'image' | 'video' | null> = {
  twitter: null,
  facebook: null,
  linkedin: null,
  instagram: 'image',
  pinterest: 'image',
  tiktok: 'video',
  bluesky: null,
  mastodon: null,
};

/** `sandbox/kit/posts.ts`: an account's timeline entries start with this key, then the post's time in 15 digits. */
const timelineKey = (userId: string) => createHash('sha256').update(userId).digest('hex').slice(0, 16);

/**
 * `posts` items published on every account, spread evenly from a minute before `now` back over
 * `days`, one target per (item, account), and each target's post in its sandbox with the same
 * creation time and the account's owner (whose audience clock it follows), as `recordPost` keeps
 * it — no comment is stored: the sandboxes compute the audience's when they are read. One
 * transaction, then ANALYZE.
 */
export async function seedCommentedPosts(db: Db, workspace: { id: string; userId: string }, accounts: SandboxAccount[], posts: number, days: number, now: number): Promise<void> {
  const newest = new Date(now - 60_000).toISOString();
  const stepMs = (days * 86_400_000) / posts;
  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`
      insert into contents (workspace_id, user_id, title, text, hashtags, platforms, media_type, status, published_at, created_at, updated_at)
      select ${workspace.id}, ${workspace.userId}, 'Atelier ' || g, 'Les coulisses de l’atelier, épisode ' || g || ' #faitmain',
             '["#faitmain"]'::jsonb, ${JSON.stringify([...new Set(accounts.map((a) => a.platform))])}::jsonb, null, 'published', t, t, t
      from generate_series(1, ${posts}::int) as g,
           lateral (select ${newest}::timestamptz - ((g - 1) * ${stepMs}::float8) * interval '1 millisecond' as t) as x`);
    for (const account of accounts) {
      const owner = await sandboxOwnerOf(tx as unknown as Db, account);
      // The id in a subquery's target list (not a lateral subquery): drawn again for every row.
      await run(sql`
        insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, attempts, published_at, created_at, updated_at)
        select p.workspace_id, p.id, ${account.id}, ${account.platform}, 'published', p.published_at, p.post_id,
               'https://bench.invalid/' || ${account.platform} || '/' || p.post_id, 1, p.published_at, p.published_at, p.published_at
        from (select c.id, c.workspace_id, c.published_at, ${postIdOf(account.platform, account.externalId)} as post_id
              from contents c where c.workspace_id = ${workspace.id}) as p`);
      await run(sql`
        insert into sandbox_records (network, kind, id, data, created_at, updated_at)
        select ${account.platform}, k.kind, k.id, k.data, t.published_at, t.published_at
        from publication_targets t,
             lateral (select to_char(t.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at) as c,
             lateral (values
               ('post', t.external_id, jsonb_build_object(
                  'id', t.external_id, 'network', ${account.platform}::text, 'userId', ${account.externalId}::text,
                  'username', ${owner.username ?? 'publia_demo'}::text, 'text', 'Les coulisses de l’atelier', 'title', null,
                  'mediaType', ${MEDIA_TYPE[account.platform]}::text, 'mediaUrl', null, 'createdAt', c.created_at,
                  'replies', '[]'::jsonb, 'owner', ${owner.owner}::text)),
               ('timeline', ${timelineKey(account.externalId)} || lpad(floor(extract(epoch from t.published_at) * 1000)::bigint::text, 15, '0') || t.external_id,
                jsonb_build_object('target', t.external_id))
             ) as k(kind, id, data)
        where t.account_id = ${account.id}`);
    }
  });
  for (const table of ['contents', 'publication_targets', 'sandbox_records']) await db.execute(sql.raw(`analyze ${table}`));
}
