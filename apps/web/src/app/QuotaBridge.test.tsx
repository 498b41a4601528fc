import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/auth/session.ts';
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

/** Renders, then waits for the session: until its role is known, every action is offered. */
async function renderWith(error: Error) {
  const view = renderApp('/', {
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
  await waitFor(() => expect(view.queryClient.getQueryData(sessionQueryKey)).toBeTruthy());
  return view;
}

/** Once the action's refusal has reached the mutation cache, whose events QuotaBridge listens to. */
const refused = (view: Awaited<ReturnType<typeof renderWith>>) =>
  waitFor(() =>
    expect(
      view.queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(['error']),
  );

describe('QuotaBridge', () => {
  let role: 'admin' | 'editor' = 'admin';
  beforeEach(() => {
    role = 'admin';
    mockFetch({ 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers « Changer de plan » when an action meets the plan's limit, and leads to the Abonnement page", async () => {
    const { router } = await renderWith(refusal(402, 'quota.scheduledPosts'));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText('Vous avez atteint une limite de votre plan.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Changer de plan' }));
    await waitFor(() => expect(currentPath(router)).toBe('/settings/subscription'));
    expect(screen.queryByText('Vous avez atteint une limite de votre plan.')).toBeNull();
  });

  it('tells a member who does not manage billing whom to ask, with no button', async () => {
    role = 'editor';
    await renderWith(refusal(402, 'quota.socialAccounts'));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText(/demandez à un administrateur/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Changer de plan' })).toBeNull();
  });

  it('says nothing for another refusal', async () => {
    const view = await renderWith(refusal(409, 'approval.required'));
    await userEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    await refused(view);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
