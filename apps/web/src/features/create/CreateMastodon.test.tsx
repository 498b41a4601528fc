import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { account, createServer, fillAndGenerate, generation, installFakeXhr, media, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A Mastodon account on an instance that takes 1 000 characters and counts a link as 30. */
const wideInstance = account('mastodon', { username: 'atelier@piaille.fr', settings: { instance: 'piaille.fr', maxCharacters: '1000', charactersReservedPerUrl: '30' } });

describe('create screen: Mastodon', () => {
  it('counts as the account’s instance does (its limit, its link length), the content warning included; saves the warning and the visibility', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(createServer([wideInstance], { 'POST /api/generate-content': () => json(200, generation(['mastodon'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [photoFile()], [/Mastodon/]);

    const text = screen.getByLabelText('Texte pour Mastodon') as HTMLTextAreaElement;
    await user.clear(text);
    await user.click(text);
    // 600 letters, a space and a link of 83 characters counted 30, a remote mention counted as its name: over 500, within the instance's 1 000.
    await user.paste(`${'a'.repeat(600)} @voisin@piaille.fr https://exemple.fr/${'b'.repeat(60)}`);
    const hashtags = screen.getByLabelText('Hashtags pour Mastodon') as HTMLInputElement;
    await user.clear(hashtags);
    const counter = screen.getByTestId('counter-mastodon');
    expect(counter.textContent).toBe(`${600 + 1 + '@voisin'.length + 1 + 30} / 1000 caractères`);
    expect(counter.dataset.over).toBeUndefined();

    const options = screen.getByTestId('mastodon-options');
    await user.type(screen.getByLabelText('Avertissement de contenu'), 'Sujet sensible');
    expect(screen.getByTestId('counter-mastodon').textContent).toBe(`${639 + 'Sujet sensible'.length} / 1000 caractères`);
    await user.selectOptions(screen.getByLabelText('Visibilité'), 'unlisted');
    expect(options).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' && String(init.body).includes('contentWarning'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST' && String(call.body).includes('contentWarning'))!;
    expect(JSON.parse(String(init!.body)).publishOptions).toEqual({ contentWarning: 'Sujet sensible', mastodonVisibility: 'unlisted' });
  });
});
