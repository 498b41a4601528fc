import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { aMember, aTeam, bodyOf, invited, jean, teamRoutes, teamServer } from './team.test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderApp('/settings/team-access', { routes: teamRoutes });
const table = () => screen.findByTestId('team-table');
const answers = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const roleOfJean = async () => within(await table()).getByRole('combobox', { name: 'Rôle de Jean Dupont' }) as HTMLSelectElement;
/** The server's answer to an invitation sent to `address` as an editor. */
const sent = (address: string) =>
  json(201, {
    success: true,
    message: `Invitation envoyée à ${address} avec le rôle Éditeur`,
    data: aMember({ id: `inv-${address}`, email: address, name: address, status: 'pending', role: 'editor', isSelf: false }),
  });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('team access page', () => {
  it("without plans on the instance: « N membres actifs » and « Sans limite », named in the reader's language", async () => {
    teamServer({ team: aTeam(undefined, { limit: null, plan: null }) });
    open();
    expect((await screen.findByTestId('team-count')).textContent).toBe('2 membres actifs');
    expect(screen.getByTestId('team-plan').textContent).toBe('Sans limite');
  });

  it('shows « {n} membres actifs sur {limit} », the plan, and the team with initials, roles and statuses', async () => {
    teamServer();
    open();
    expect((await screen.findByTestId('team-count')).textContent).toBe('2 membres actifs sur 10');
    expect(screen.getByTestId('team-plan').textContent).toBe('Plan Business');
    expect(screen.getByTestId('team-summary').textContent).toContain('1 invitation en attente');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestion des accès');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/settings');

    const rows = within(await table()).getAllByTestId('member-row');
    expect(rows.map((row) => within(row).getByTestId('member-initials').textContent)).toEqual(['MC', 'JD', 'LE']);
    expect(rows.map((row) => [within(row).getByTestId('member-name').textContent, within(row).queryByTestId('member-email')?.textContent])).toEqual([
      ['Marie Curie', 'marie.curie@exemple.fr'],
      ['Jean Dupont', 'jean.dupont@exemple.fr'],
      // An invitation is named by its address, said once.
      ['lea@exemple.fr', undefined],
    ]);
    expect(rows.map((row) => within(row).getByTestId('member-status').textContent)).toEqual(['Actif', 'Actif', 'En attente']);
    expect(plain(within(rows[2]!).getByTestId('member-expiry').textContent)).toMatch(/^Expire le 8 mars 2026$/);
    expect(within(rows[0]!).getByText('vous')).toBeTruthy();
    // An admin changes the roles of members; an invitation's role is only shown.
    expect((within(rows[1]!).getByRole('combobox', { name: 'Rôle de Jean Dupont' }) as HTMLSelectElement).value).toBe('editor');
    expect(within(rows[2]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[2]!).getByText('Lecteur')).toBeTruthy();
    // The table's headers name its columns.
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Membre', 'Rôle', 'Statut', 'Actions']);
    // Phones get cards with the same rows.
    expect(screen.getAllByTestId('member-card')).toHaveLength(3);
    // The footer is hidden on this page.
    expect(screen.queryByTestId('app-footer')).toBeNull();
    expect(screen.getByTestId('audit-log-link').getAttribute('href')).toBe('/settings/audit-log');
  });

  it('invites: a success toast with the server’s words and the address cleared; the role is Éditeur unless chosen', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    const fetchMock = teamServer({
      extra: {
        'POST /api/team/invitations': (init) => {
          bodies.push(bodyOf(init));
          return json(201, {
            success: true,
            message: 'Invitation envoyée à paul@exemple.fr avec le rôle Éditeur',
            data: aMember({ id: 'inv-2', email: 'paul@exemple.fr', name: 'paul@exemple.fr', status: 'pending', role: 'editor', isSelf: false }),
          });
        },
      },
    });
    open();
    const email = await screen.findByLabelText('Adresse e-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    const role = screen.getByLabelText('Rôle') as HTMLSelectElement;
    expect(role.value).toBe('editor');
    expect(Array.from(role.options).map((option) => option.textContent)).toEqual(['Administrateur', 'Éditeur', 'Lecteur']);

    await user.type(email, 'paul@exemple.fr');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à paul@exemple.fr avec le rôle Éditeur')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'paul@exemple.fr', role: 'editor' }]);
    expect((email as HTMLInputElement).value).toBe('');
    // The team is read again.
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/team')).toHaveLength(2));
  });

  it('an address typed while the previous invitation is on its way stays, and is the one sent next', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    let answerFirst: (() => void) | undefined;
    teamServer({
      extra: {
        'POST /api/team/invitations': (init) => {
          const body = bodyOf(init);
          bodies.push(body);
          const address = String(body.email);
          // The first answer waits until the test lets it go; the next ones come at once.
          if (bodies.length > 1) return sent(address);
          return new Promise((resolve) => (answerFirst = () => resolve(sent(address))));
        },
      },
    });
    open();
    const email = (await screen.findByLabelText('Adresse e-mail')) as HTMLInputElement;
    await user.type(email, 'paul@exemple.fr');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(answerFirst).toBeDefined());
    // The next address is typed while the first invitation is on its way.
    await user.clear(email);
    await user.type(email, 'lucie@exemple.fr');
    answerFirst!();
    expect(await screen.findByText('Invitation envoyée à paul@exemple.fr avec le rôle Éditeur')).toBeTruthy();
    expect(email.value).toBe('lucie@exemple.fr');

    await user.click(await screen.findByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à lucie@exemple.fr avec le rôle Éditeur')).toBeTruthy();
    expect(bodies).toEqual([
      { email: 'paul@exemple.fr', role: 'editor' },
      { email: 'lucie@exemple.fr', role: 'editor' },
    ]);
    expect(email.value).toBe('');
  });

  it('shows the server’s refusal beside the form and keeps the address', async () => {
    const user = userEvent.setup();
    teamServer({
      extra: {
        'POST /api/team/invitations': () =>
          json(409, { success: false, code: 'team.alreadyMember', message: "jean.dupont@exemple.fr fait déjà partie de l'équipe.", field: 'email' }),
      },
    });
    open();
    const email = await screen.findByLabelText('Adresse e-mail');
    await user.type(email, 'jean.dupont@exemple.fr');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'viewer');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect((await screen.findByTestId('invite-error')).textContent).toBe("jean.dupont@exemple.fr fait déjà partie de l'équipe.");
    expect((email as HTMLInputElement).value).toBe('jean.dupont@exemple.fr');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('a full team disables the invitation and says why', async () => {
    teamServer({ team: aTeam([aMember(), jean, invited], { limit: 3, plan: 'Professional' }) });
    open();
    expect((await screen.findByTestId('invite-full')).textContent).toBe("Votre plan Professional permet 3 membres, invitations en attente comprises : l'équipe est complète.");
    const submit = screen.getByRole('button', { name: "Envoyer l'invitation" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(screen.getByTestId('invite-full').id);
  });

  it('a viewer sees the team and the matrix, but no invitation form nor row actions, and is told why', async () => {
    teamServer({ role: 'viewer', team: aTeam([aMember({ role: 'viewer' }), jean, invited]) });
    open();
    const rows = within(await table()).getAllByTestId('member-row');
    expect(screen.queryByTestId('invite-form')).toBeNull();
    expect(screen.getByTestId('team-read-only').textContent).toBe("Seuls les administrateurs peuvent inviter des membres, changer les rôles ou retirer quelqu'un de l'équipe.");
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('member-remove')).toBeNull();
    expect(screen.queryByTestId('member-resend')).toBeNull();
    expect(screen.queryByTestId('audit-log-link')).toBeNull();
    // Leaving is everyone's choice.
    expect(within(rows[0]!).getByRole('button', { name: "Quitter l'espace" })).toBeTruthy();
    expect(screen.getByTestId('permission-matrix')).toBeTruthy();
    // The approval rule is read, not changed.
    await screen.findByTestId('approval-none');
    expect((screen.getByRole('group', { name: 'Règle de validation' }) as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByTestId('approval-read-only').textContent).toBe('Seuls les administrateurs peuvent changer cette règle.');
  });

  it('shows the role matrix: one row per action, Oui or Non for each role, the reader’s role marked', async () => {
    teamServer({ role: 'editor', team: aTeam([aMember({ role: 'editor' })]) });
    open();
    const matrix = await screen.findByTestId('permission-matrix');
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Autorisation', 'Administrateur', 'ÉditeurVotre rôle', 'Lecteur']);
    const rows = within(matrix).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Voir les statistiques',
      'Créer du contenu',
      'Publier du contenu',
      'Connecter des réseaux sociaux',
      'Gérer la facturation',
      'Ajouter ou retirer des membres',
      'Modifier les paramètres',
      'Valider les publications',
    ]);
    expect(answers('matrix-view_statistics')).toEqual(['Oui', 'Oui', 'Oui']);
    expect(answers('matrix-publish_content')).toEqual(['Oui', 'Oui', 'Non']);
    expect(answers('matrix-connect_social_networks')).toEqual(['Oui', 'Non', 'Non']);
  });

  it('changes a member’s role; a refusal is told and the role stays', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const bodies: Array<Record<string, unknown>> = [];
    teamServer({
      extra: {
        'PATCH /api/team/members/u2': (init) => {
          bodies.push(bodyOf(init));
          if (refuse)
            return json(409, {
              success: false,
              code: 'team.lastAdminDemote',
              message: "Jean Dupont est le dernier administrateur de l'espace : nommez d'abord un autre administrateur.",
            });
          return json(200, { success: true, message: 'Jean Dupont a maintenant le rôle Lecteur.', data: { ...jean, role: 'viewer' } });
        },
      },
    });
    open();
    await user.selectOptions(await roleOfJean(), 'viewer');
    expect(await screen.findByText('Jean Dupont a maintenant le rôle Lecteur.')).toBeTruthy();
    expect(bodies).toEqual([{ role: 'viewer' }]);

    refuse = true;
    await user.selectOptions(await roleOfJean(), 'admin');
    expect(await screen.findByText("Jean Dupont est le dernier administrateur de l'espace : nommez d'abord un autre administrateur.")).toBeTruthy();
    await waitFor(async () => expect((await roleOfJean()).value).toBe('editor'));
  });

  it('removes a member after confirmation, resends and revokes an invitation', async () => {
    const user = userEvent.setup();
    const fetchMock = teamServer({
      extra: {
        'DELETE /api/team/members/u2': () => json(200, { success: true, message: "Jean Dupont a été retiré de l'équipe." }),
        'POST /api/team/invitations/inv-1/resend': () =>
          json(200, { success: true, message: 'Invitation renvoyée à lea@exemple.fr : le lien précédent ne fonctionne plus.', data: invited }),
        'DELETE /api/team/invitations/inv-1': () => json(200, { success: true, message: 'Invitation de lea@exemple.fr révoquée.' }),
      },
    });
    open();
    const rows = within(await table()).getAllByTestId('member-row');
    await user.click(within(rows[1]!).getByRole('button', { name: "Retirer Jean Dupont de l'équipe" }));
    const dialog = await screen.findByTestId('remove-dialog');
    expect(within(dialog).getByText("Retirer Jean Dupont de l'équipe ?")).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/team/members/u2');
    await user.click(within(dialog).getByTestId('remove-dialog-confirm'));
    expect(await screen.findByText("Jean Dupont a été retiré de l'équipe.")).toBeTruthy();

    await user.click(within(rows[2]!).getByRole('button', { name: "Renvoyer l'invitation de lea@exemple.fr" }));
    expect(await screen.findByText('Invitation renvoyée à lea@exemple.fr : le lien précédent ne fonctionne plus.')).toBeTruthy();

    await user.click(within(rows[2]!).getByRole('button', { name: "Révoquer l'invitation de lea@exemple.fr" }));
    await user.click(within(await screen.findByTestId('revoke-dialog')).getByTestId('revoke-dialog-confirm'));
    expect(await screen.findByText('Invitation de lea@exemple.fr révoquée.')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual(expect.arrayContaining(['DELETE /api/team/members/u2', 'POST /api/team/invitations/inv-1/resend', 'DELETE /api/team/invitations/inv-1']));
  });

  it('leaves the workspace after confirmation: the session moves to the other workspace and the user goes home', async () => {
    const user = userEvent.setup();
    const other = { ...session, workspace: { id: 'w2', name: 'Atelier Lumière', role: 'editor' as const }, csrfToken: 'csrf-456' };
    const { router, queryClient } = (() => {
      teamServer({ extra: { 'POST /api/team/leave': () => json(200, { ...other, message: "Vous avez quitté l'espace Espace de Marie." }) } });
      return open();
    })();
    await user.click(within(await table()).getAllByRole('button', { name: "Quitter l'espace" })[0]!);
    const dialog = await screen.findByTestId('leave-dialog');
    expect(within(dialog).getByText("Quitter l'espace Espace de Marie ?")).toBeTruthy();
    await user.click(within(dialog).getByTestId('leave-dialog-confirm'));
    expect(await screen.findByText("Vous avez quitté l'espace Espace de Marie.")).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(queryClient.getQueryData(['session'])).toMatchObject({ status: 'authenticated', session: { workspace: other.workspace, csrfToken: 'csrf-456' } });
  });

  it('a refusal to leave (the last admin) is told, and nothing moves', async () => {
    const user = userEvent.setup();
    teamServer({
      extra: {
        'POST /api/team/leave': () =>
          json(409, {
            success: false,
            code: 'team.lastAdminLeave',
            message: "Vous êtes le dernier administrateur de cet espace : nommez d'abord un autre administrateur avant de le quitter.",
          }),
      },
    });
    const { router } = open();
    await user.click(within(await table()).getAllByRole('button', { name: "Quitter l'espace" })[0]!);
    await user.click(within(await screen.findByTestId('leave-dialog')).getByTestId('leave-dialog-confirm'));
    expect(await screen.findByText("Vous êtes le dernier administrateur de cet espace : nommez d'abord un autre administrateur avant de le quitter.")).toBeTruthy();
    expect(currentPath(router)).toBe('/settings/team-access');
  });

  it('an admin sets the approval rule; each choice says what it means', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    teamServer({
      extra: {
        'PUT /api/workspace/approval': (init) => {
          bodies.push(bodyOf(init));
          return json(200, { success: true, data: { mode: 'required' } });
        },
      },
    });
    open();
    const none = (await screen.findByRole('radio', { name: 'Aucune' })) as HTMLInputElement;
    expect(none.checked).toBe(true);
    expect(screen.getByTestId('approval-optional').textContent).toContain('Un éditeur peut demander à un administrateur de valider une publication');
    await user.click(screen.getByRole('radio', { name: 'Obligatoire' }));
    expect(await screen.findByText('Règle de validation : Obligatoire.')).toBeTruthy();
    expect(bodies).toEqual([{ mode: 'required' }]);
    expect((screen.getByRole('radio', { name: 'Obligatoire' }) as HTMLInputElement).checked).toBe(true);
  });
});
