import type { AppContext } from '../../core/context/app-context.ts';
import { exportPlan, type ExportTable } from './export-tables.ts';
import { listMediaKeys, readExportRows, type ExportUser, type UserWorkspace } from './repository.ts';
import { userLanguage } from './user-language.ts';
import type { ZipWriter } from './zip-writer.ts';

const json = (rows: unknown) => new TextEncoder().encode(`${JSON.stringify(rows, null, 2)}\n`);

/** A workspace's folder: its name made safe for every file system, and the start of its id (two may share a name). */
export function workspaceFolder(workspace: { id: string; name: string }): string {
  const slug = workspace.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `${slug || 'espace'}-${workspace.id.slice(0, 8)}`;
}

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** A media file read from the storage, or null (gone, or the storage refused): the export goes on, and says so in the log. */
async function readFile(ctx: AppContext, key: string): Promise<Buffer | null> {
  const bytes = await ctx.storage.get(key);
  if (!bytes) ctx.logger.warn({ key }, 'export des données : fichier absent du stockage, ignoré');
  return bytes;
}

async function addTables(zip: ZipWriter, ctx: AppContext, folder: string, tables: ExportTable[], owner: { userId?: string; workspaceId?: string }) {
  for (const table of tables) {
    const rows = await readExportRows(ctx.db, table, owner);
    await zip.add(`${folder}/${table.name}.json`, json(rows), true);
  }
}

/**
 * Writes the whole export into `zip`: README.txt in the user's language; `account/` with their user
 * row and every row that is theirs alone, and their picture; `workspaces/<folder>/` for each
 * workspace where they are the only admin, with every row of it and its media files.
 */
export async function writeExportZip(ctx: AppContext, zip: ZipWriter, user: ExportUser, ownedWorkspaces: UserWorkspace[], preparedAt: Date): Promise<void> {
  const plan = exportPlan();
  const language = userLanguage(user);
  const names = ownedWorkspaces.map((workspace) => `${workspace.name} (workspaces/${workspaceFolder(workspace)}/)`);
  const readme = language.t('privacy.readme', {
    date: language.date(preparedAt),
    email: user.email,
    workspaces: names.length > 0 ? names.join(', ') : language.t('privacy.readmeNoWorkspace'),
  });
  await zip.add('README.txt', new TextEncoder().encode(readme), true);

  const [account] = await readExportRows(ctx.db, plan.users, { userId: user.id });
  await zip.add('account/user.json', json(account ?? null), true);
  await addTables(zip, ctx, 'account', plan.userTables, { userId: user.id });
  if (user.avatarKey) {
    const avatar = await readFile(ctx, user.avatarKey);
    if (avatar) await zip.add(`account/avatar${user.avatarKey.slice(user.avatarKey.lastIndexOf('.'))}`, avatar, false);
  }

  for (const workspace of ownedWorkspaces) {
    const folder = `workspaces/${workspaceFolder(workspace)}`;
    const [row] = await readExportRows(ctx.db, plan.workspaces, { workspaceId: workspace.id });
    await zip.add(`${folder}/workspace.json`, json(row ?? null), true);
    await addTables(zip, ctx, folder, plan.workspaceTables, { workspaceId: workspace.id });
    for (const key of await listMediaKeys(ctx.db, workspace.id)) {
      const bytes = await readFile(ctx, key);
      if (bytes) await zip.add(`${folder}/media/${fileNameOf(key)}`, bytes, false);
    }
  }
}
