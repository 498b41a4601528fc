import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aProfile, profileServer } from './profile.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('Paramètres → Profil', () => {
  it('shows the saved profile and saves names and phone, with a toast', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockFetch(
      profileServer(aProfile(), {
        'PUT /api/profile': (init) => {
          const body = JSON.parse(String(init.body)) as { firstName: string; lastName: string; phone: string | null };
          bodies.push(body);
          return json(200, { success: true, message: 'Profil enregistré.', data: aProfile({ ...body, name: `${body.firstName} ${body.lastName}`, phone: '+33698765432' }) });
        },
      }),
    );
    renderApp('/settings');
    await screen.findByTestId('profile-form');
    expect(field('profile-first-name').value).toBe('Marie');
    expect(field('profile-email').value).toBe('marie.curie@exemple.fr');
    expect(field('profile-phone').value).toBe('+33612345678');

    await user.clear(field('profile-first-name'));
    await user.type(field('profile-first-name'), 'Irène');
    await user.clear(field('profile-phone'));
    await user.type(field('profile-phone'), '06 98 76 54 32');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Profil enregistré.')).toBeTruthy();
    expect(bodies).toEqual([{ firstName: 'Irène', lastName: 'Curie', phone: '06 98 76 54 32' }]);
    await waitFor(() => expect(field('profile-phone').value).toBe('+33698765432'));
  });

  it('shows the server’s refusal under the field it names, and an empty name before any call', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      profileServer(aProfile(), {
        'PUT /api/profile': () => json(400, { success: false, code: 'profile.phoneInvalid', field: 'phone', message: "Le numéro de téléphone « 12 » n'est pas valide." }),
      }),
    );
    renderApp('/settings?tab=profile');
    await screen.findByTestId('profile-form');
    await user.clear(field('profile-last-name'));
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain('PUT /api/profile');

    await user.type(field('profile-last-name'), 'Curie');
    await user.clear(field('profile-phone'));
    await user.type(field('profile-phone'), '12');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText("Le numéro de téléphone « 12 » n'est pas valide.")).toBeTruthy();
    expect(field('profile-phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('« Modifier » opens the e-mail dialog; a wrong password shows under its field, then the link is sent', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockFetch(
      profileServer(aProfile(), {
        'POST /api/profile/email': () =>
          ++attempts === 1
            ? json(400, { success: false, code: 'profile.wrongPassword', field: 'password', message: 'Le mot de passe actuel est incorrect.' })
            : json(200, { success: true, message: 'Un lien de confirmation a été envoyé à nouvelle@exemple.fr.', data: aProfile({ pendingEmail: 'nouvelle@exemple.fr' }) }),
      }),
    );
    renderApp('/settings');
    await user.click(await screen.findByTestId('profile-change-email'));
    const dialog = await screen.findByTestId('email-change-dialog');
    await user.type(within(dialog).getByTestId('email-change-address'), 'nouvelle@exemple.fr');
    await user.type(within(dialog).getByTestId('email-change-password'), 'faux');
    await user.click(within(dialog).getByTestId('email-change-submit'));
    expect(await within(dialog).findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    await user.click(within(dialog).getByTestId('email-change-submit'));
    expect(await screen.findByText('Un lien de confirmation a été envoyé à nouvelle@exemple.fr.')).toBeTruthy();
    expect((await screen.findByTestId('profile-pending-email')).textContent).toContain('nouvelle@exemple.fr');
  });

  it('changes the password after checking the new one twice', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockFetch(
      profileServer(aProfile(), {
        'POST /api/profile/password': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return json(200, { success: true, message: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.' });
        },
      }),
    );
    renderApp('/settings');
    await screen.findByTestId('password-form');
    await user.type(field('password-current'), 'ancien-secret');
    await user.type(field('password-new-password'), 'nouveau-secret');
    await user.type(field('password-new-confirm'), 'autre-chose');
    await user.click(screen.getByTestId('password-submit'));
    expect(bodies).toEqual([]);
    await user.clear(field('password-new-confirm'));
    await user.type(field('password-new-confirm'), 'nouveau-secret');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Mot de passe modifié. Vos autres sessions ont été déconnectées.')).toBeTruthy();
    expect(bodies).toEqual([{ currentPassword: 'ancien-secret', newPassword: 'nouveau-secret' }]);
  });

  it('previews a chosen picture, uploads it, and refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:apercu', revokeObjectURL: () => undefined }));
    mockFetch(
      profileServer(aProfile(), {
        'POST /api/profile/avatar': () => json(200, { success: true, message: 'Photo de profil enregistrée.', data: aProfile({ avatarUrl: '/media/u1/photo.webp' }) }),
      }),
    );
    renderApp('/settings');
    const input = (await screen.findByTestId('avatar-input')) as HTMLInputElement;
    expect(screen.getByTestId('profile-avatar-initials').textContent).toBe('MC');

    await user.upload(input, new File(['texte'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe("Ce fichier n'est pas une image.");

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'moi.png', { type: 'image/png' }));
    expect((await screen.findByTestId('avatar-preview')).getAttribute('src')).toBe('blob:apercu');
    await user.click(screen.getByTestId('avatar-upload'));
    expect(await screen.findByText('Photo de profil enregistrée.')).toBeTruthy();
    expect((await screen.findByTestId('profile-avatar-image')).getAttribute('src')).toBe('/media/u1/photo.webp');
    expect(screen.getByTestId('avatar-remove')).toBeTruthy();
  });
});
