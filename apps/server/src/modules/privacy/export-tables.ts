import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * Columns that never leave the server, whatever the table: password hashes, the SHA-256 of every
 * token (sessions, resets, invitations, links), the keyring's ciphertexts (social tokens, PKCE
 * verifiers). Any column named like them (`*_hash`, `*_enc`, `*_encrypted`, `*_secret`) added later is kept out too.
 */
export const SECRET_COLUMNS = ['password_hash', 'token_hash', 'state_hash', 'access_token_enc', 'refresh_token_enc', 'code_verifier_enc'];
const SECRET_PATTERN = /(_hash|_enc|_encrypted|_secret)$/;

export const isSecretColumn = (name: string) => SECRET_COLUMNS.includes(name) || SECRET_PATTERN.test(name);

/**
 * A row that names one user as its owner (a `user_id` that cannot be null: their sessions,
 * notifications, OAuth attempts…) is theirs, not the workspace's: it goes in its owner's export only.
 * The memberships are the exception: they are also the workspace's team list.
 */
const TEAM_TABLES = new Set(['memberships']);

/** How the rows of a table are found: by the user, by the workspace, or through a parent's rows. */
export type TableScope = { kind: 'user' } | { kind: 'workspace' } | { kind: 'child'; column: string; parent: ExportTable };

export interface ExportTable {
  name: string;
  /** The columns exported (the secret ones removed). */
  secrets: string[];
  hasCreatedAt: boolean;
  scope: TableScope;
}

interface TableInfo {
  name: string;
  columns: PgColumn[];
  /** Each foreign key: its column, the table it points at, and whether the row goes with its parent. */
  links: { column: string; table: string; foreignColumn: string; cascades: boolean }[];
}

function tableInfos(): TableInfo[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        columns: config.columns,
        links: config.foreignKeys.flatMap((key) => {
          const reference = key.reference();
          if (reference.columns.length !== 1) return [];
          return [
            {
              column: reference.columns[0]!.name,
              table: getTableConfig(reference.foreignTable).name,
              foreignColumn: reference.foreignColumns[0]!.name,
              cascades: key.onDelete === 'cascade',
            },
          ];
        }),
      };
    });
}

const column = (info: TableInfo, name: string) => info.columns.find((candidate) => candidate.name === name);

function exportTable(info: TableInfo, scope: TableScope): ExportTable {
  return {
    name: info.name,
    secrets: info.columns.map((candidate) => candidate.name).filter(isSecretColumn),
    hasCreatedAt: column(info, 'created_at') !== undefined,
    scope,
  };
}

/**
 * What an export reads, derived from the schema itself so that a table added later is exported
 * without anyone remembering to list it:
 * - the user's part: every table with a `user_id` whose rows are personal — the column cannot be
 *   null (sessions, notifications, memberships, e-mail changes…), or the table belongs to no
 *   workspace for sure (support requests, feedback);
 * - a workspace's part: every table whose `workspace_id` cannot be null (content, accounts, media,
 *   comments, analytics, team, audit, invoices…), but the personal ones above; then every table
 *   without either column whose rows go with the rows of such a table (a foreign key that
 *   cascades: metric snapshots, competitors' posts…), at any depth.
 * The `users` and `workspaces` rows themselves are read apart. Tables that belong to neither
 * (rate-limit counters, the sandboxes' fake world, payment events) are not exported; nor is the
 * outbox, whose copies of e-mails hold live links.
 */
export function exportPlan(): { userTables: ExportTable[]; workspaceTables: ExportTable[]; users: ExportTable; workspaces: ExportTable } {
  const infos = tableInfos();
  const byName = new Map(infos.map((info) => [info.name, info]));
  const userTables: ExportTable[] = [];
  const workspaceTables: ExportTable[] = [];
  for (const info of infos) {
    const userId = column(info, 'user_id');
    const workspaceId = column(info, 'workspace_id');
    const personal = userId !== undefined && (userId.notNull || !workspaceId?.notNull);
    if (personal) userTables.push(exportTable(info, { kind: 'user' }));
    if (workspaceId?.notNull && (!personal || TEAM_TABLES.has(info.name))) workspaceTables.push(exportTable(info, { kind: 'workspace' }));
  }
  // Children, then their children: each round adds the tables whose parent is already in.
  for (let added = true; added;) {
    added = false;
    for (const info of infos) {
      if (column(info, 'user_id') || column(info, 'workspace_id') || workspaceTables.some((table) => table.name === info.name)) continue;
      const link = info.links.find((candidate) => candidate.cascades && candidate.foreignColumn === 'id' && workspaceTables.some((table) => table.name === candidate.table));
      const parent = link && workspaceTables.find((table) => table.name === link.table);
      if (!link || !parent) continue;
      workspaceTables.push(exportTable(info, { kind: 'child', column: link.column, parent }));
      added = true;
    }
  }
  const users = byName.get('users');
  const workspaces = byName.get('workspaces');
  if (!users || !workspaces) throw new Error('tables users et workspaces introuvables dans le schéma');
  const sorted = (tables: ExportTable[]) => tables.sort((a, b) => a.name.localeCompare(b.name));
  return {
    userTables: sorted(userTables),
    workspaceTables: sorted(workspaceTables),
    users: exportTable(users, { kind: 'user' }),
    workspaces: exportTable(workspaces, { kind: 'workspace' }),
  };
}
