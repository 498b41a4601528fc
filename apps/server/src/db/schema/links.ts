import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, workspaceRef } from './columns.ts';
import { contents } from './content.ts';
import { publicationTargets } from './publishing.ts';
import { workspaces } from './workspaces.ts';

/**
 * Publia's own short links (`/l/{code}`): each leads to one http(s) address. A link made while a
 * post went out names its target and network; (target, address) is unique, so a publication sent
 * again reuses the code it had, and the post on the network keeps working.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: id(),
    code: text('code').notNull(),
    workspaceId: workspaceRef(),
    target: text('target').notNull(),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    publicationTargetId: uuid('publication_target_id').references(() => publicationTargets.id, { onDelete: 'set null' }),
    network: text('network'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('short_links_code_unique').on(t.code),
    uniqueIndex('short_links_publication_target_unique').on(t.publicationTargetId, t.target),
    index('short_links_content_idx').on(t.contentId),
    // The bio page's links: one per address and workspace, found again at every visit of the page.
    uniqueIndex('short_links_bio_unique')
      .on(t.workspaceId, t.target)
      .where(sql`network = 'bio'`),
  ],
);

/**
 * Clicks per link, source (the network the link was posted on, or `bio`) and UTC day: counts only,
 * no address, cookie or user agent kept. Written by batches that add to the day's count.
 */
export const shortLinkClicks = pgTable(
  'short_link_clicks',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.source, t.day] })],
);

/**
 * A workspace's link rules: shorten the links of its posts when they go out, the campaign named by
 * default; and its « Lien en bio » page (`/b/{bio_name}`, none without a name): its colour and fixed links.
 */
export const linkSettings = pgTable(
  'link_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shortenLinks: boolean('shorten_links').notNull().default(false),
    defaultCampaign: text('default_campaign'),
    bioName: text('bio_name'),
    bioColor: text('bio_color').notNull().default('#4f46e5'),
    bioLinks: jsonb('bio_links').$type<{ label: string; url: string }[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('link_settings_bio_name_unique').on(t.bioName)],
);
