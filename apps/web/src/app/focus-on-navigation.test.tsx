import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../components/layouts/skip-link.tsx';
import { useFocusMainHeadingOnNavigation } from './focus-on-navigation.ts';

function Layout() {
  useFocusMainHeadingOnNavigation();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`}>Ugrás a tartalomhoz</a>
      <nav>
        <Link to="/offers">Ajánlataim</Link>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes after its data, as most pages show a skeleton first. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 120);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Ajánlataink</h1> : <p>Betöltés…</p>;
}

/** A page that puts the focus into its own field. */
function FocusingPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Belépés</h1>
      <input ref={field} aria-label="E-mail cím" />
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>Profilom</h1>
                <Link to="/user/applications">Hitelkérelmeim</Link>
              </>
            ),
          },
          { path: '/user/applications', element: <h1>Hitelkérelmeim</h1> },
          { path: '/offers', element: <LatePage /> },
          { path: '/login', element: <FocusingPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a navigation (WCAG 2.4.3)', () => {
  it('stays where the browser put it on the first load, so the skip link is the first stop', async () => {
    renderRoutes();
    await screen.findByRole('heading', { name: 'Profilom' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the new page’s h1 after a link is followed', async () => {
    renderRoutes();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Hitelkérelmeim' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hitelkérelmeim' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after the page’s data; a menu link outside the content hands the focus on', async () => {
    renderRoutes();
    const link = await screen.findByRole('link', { name: 'Ajánlataim' });
    await userEvent.setup().click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ajánlataink' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(heading).toHaveFocus();
  });

  it('leaves the focus in a field the new page focused itself', async () => {
    const router = renderRoutes();
    await screen.findByRole('heading', { name: 'Profilom' });
    await act(() => router.navigate('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('textbox', { name: 'E-mail cím' })).toHaveFocus();
  });
});
