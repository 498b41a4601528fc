import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { json, mockFetch, session } from '../test/fetch-mock.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';
import { QuotaBridge } from './QuotaBridge.tsx';

function Schedule({ error }: { error: Error }) {
  const schedule = useMutation({ mutationFn: () => Promise.reject(error) });
  return (
    <button type="button" onClick={() => schedule.mutate()}>
      Programmer
    </button>
  );
}

const refusal = (status: number, code: string) => new ApiError({ status, code, message: 'Limite de publications programmées atteinte' });

function renderWith(error: Error) {
  return renderApp('/', {
    routes: [
      {
        element: (
          <>
            <QuotaBridge />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Schedule error={error} /> },
          { path: '/settings/subscription', element: <h1>Abonnement</h1> },
        ],
      },
    ],
  });
}

describe('QuotaBridge', () => {
  let role: 'admin' | 'editor' = 'admin';
  beforeEach(() => {
    role = 'admin';
    mockFetch({ 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers « Changer de plan » when an action meets the plan's limit, and leads to the Abonnement page", async () => {
    const { router } = renderWith(refusal(402, 'quota.scheduledPosts'));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText('Vous avez atteint une limite de votre plan.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Changer de plan' }));
    await waitFor(() => expect(currentPath(router)).toBe('/settings/subscription'));
    expect(screen.queryByText('Vous avez atteint une limite de votre plan.')).toBeNull();
  });

  it('tells a member who does not manage billing whom to ask, with no button', async () => {
    role = 'editor';
    renderWith(refusal(402, 'quota.socialAccounts'));
    // The role arrives with the session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText(/demandez à un administrateur/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Changer de plan' })).toBeNull();
  });

  it('says nothing for another refusal', async () => {
    renderWith(refusal(409, 'approval.required'));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
