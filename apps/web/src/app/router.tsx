import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { withChunkTimeout } from '../lib/lazy-route.ts';
import { loadRoute } from './guards.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import {
  type LayoutName,
  type PageKind,
  routeTable,
  STAFF_ROOT_PATH,
  type StaffPageKind,
  staffRouteTable,
} from './route-table.ts';
import { StaffRootLayout } from './staff-root-layout.tsx';
import type { RouteHandle } from './use-route-name.ts';

/** The first screen's modules: styled by mantine-first-screen.css alone. */
const FIRST_SCREEN_LAYOUTS = new Set<LayoutName>(['welcome']);
const FIRST_SCREEN_PAGES = new Set<PageKind>(['welcome-login', 'welcome-registration']);

/** Every other screen loads with the rest of the Mantine styles (more-styles.ts). */
function withMoreStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('../components/more-styles.ts'), load()]).then(([, module]) => module);
}

const layouts: Record<LayoutName, () => Promise<{ Component: React.ComponentType }>> = {
  welcome: () =>
    import('../components/layouts/welcome-layout.tsx').then((m) => ({ Component: m.WelcomeLayout })),
  user: () => import('../components/layouts/user-layout.tsx').then((m) => ({ Component: m.UserLayout })),
  assessment: () =>
    import('../components/layouts/assessment-layout.tsx').then((m) => ({ Component: m.AssessmentLayout })),
  leasing: () =>
    import('../features/leasing/components/leasing-layout.tsx').then((m) => ({ Component: m.LeasingLayout })),
};

const pages: Record<PageKind, () => Promise<{ Component: React.ComponentType }>> = {
  'welcome-login': () => import('./pages/welcome-page.tsx').then((m) => ({ Component: m.LoginWelcomePage })),
  'welcome-registration': () =>
    import('./pages/welcome-page.tsx').then((m) => ({ Component: m.RegistrationWelcomePage })),
  'login-email': () =>
    import('../features/auth/components/login-page.tsx').then((m) => ({ Component: m.LoginEmailPage })),
  'login-phone': () =>
    import('../features/auth/components/login-page.tsx').then((m) => ({ Component: m.LoginPhonePage })),
  'login-second-factor': () =>
    import('../features/auth/components/second-factor-page.tsx').then((m) => ({
      Component: m.LoginSecondFactorPage,
    })),
  'registration-email': () =>
    import('../features/auth/components/registration-page.tsx').then((m) => ({
      Component: m.RegistrationEmailPage,
    })),
  'registration-phone': () =>
    import('../features/auth/components/registration-page.tsx').then((m) => ({
      Component: m.RegistrationPhonePage,
    })),
  'registration-second-factor': () =>
    import('../features/auth/components/second-factor-page.tsx').then((m) => ({
      Component: m.RegistrationSecondFactorPage,
    })),
  'email-confirmation': () =>
    import('../features/auth/components/email-confirmation-page.tsx').then((m) => ({
      Component: m.EmailConfirmationPage,
    })),
  'forgot-password': () =>
    import('../features/auth/components/forgot-password-page.tsx').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  unsubscribe: () =>
    import('../features/profile/components/unsubscribe-page.tsx').then((m) => ({
      Component: m.UnsubscribePage,
    })),
  'user-profile': () =>
    import('../features/profile/components/profile-page.tsx').then((m) => ({ Component: m.UserProfilePage })),
  onboarding: () =>
    import('../features/onboarding/components/onboarding-page.tsx').then((m) => ({
      Component: m.OnboardingPage,
    })),
  'preliminary-assessment': () =>
    import('../features/preliminary-assessment/components/preliminary-assessment-page.tsx').then((m) => ({
      Component: m.PreliminaryAssessmentPage,
    })),
  offers: () => import('./pages/offers-page.tsx').then((m) => ({ Component: m.OffersRoutePage })),
  application: () =>
    import('./pages/application-page.tsx').then((m) => ({ Component: m.ApplicationRoutePage })),
  'user-applications': () =>
    import('../features/application/components/applications-list-page.tsx').then((m) => ({
      Component: m.ApplicationsListPage,
    })),
  checkout: () =>
    import('../features/purchases/components/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  stores: () =>
    import('../features/stores/components/stores-page.tsx').then((m) => ({ Component: m.StoresPage })),
  store: () =>
    import('../features/stores/components/store-page.tsx').then((m) => ({ Component: m.StorePage })),
  'user-purchase-history': () =>
    import('../features/purchases/components/purchase-history-page.tsx').then((m) => ({
      Component: m.PurchaseHistoryPage,
    })),
  'user-purchase': () =>
    import('../features/purchases/components/purchase-detail-page.tsx').then((m) => ({
      Component: m.PurchaseDetailPage,
    })),
  'user-todos': () =>
    import('../features/todos/components/todos-page.tsx').then((m) => ({ Component: m.TodosPage })),
  'user-correction': () =>
    import('../features/todos/components/correction-page.tsx').then((m) => ({ Component: m.CorrectionPage })),
  'leasing-landing': () =>
    import('../features/leasing/components/leasing-landing-page.tsx').then((m) => ({
      Component: m.LeasingLandingPage,
    })),
  'leasing-login': () =>
    import('../features/auth/components/login-page.tsx').then((m) => ({ Component: m.LeasingLoginPage })),
  'leasing-login-second-factor': () =>
    import('../features/auth/components/second-factor-page.tsx').then((m) => ({
      Component: m.LeasingLoginSecondFactorPage,
    })),
  'leasing-profile': () =>
    import('./pages/leasing-profile-page.tsx').then((m) => ({ Component: m.LeasingProfileRoutePage })),
  'leasing-prescore': () =>
    import('./pages/leasing-prescore-page.tsx').then((m) => ({ Component: m.LeasingPrescoreRoutePage })),
  placeholder: () => import('./pages/placeholder-page.tsx').then((m) => ({ Component: m.PlaceholderPage })),
  forbidden: () => import('./pages/forbidden-page.tsx').then((m) => ({ Component: m.ForbiddenPage })),
  'accessibility-statement': () =>
    import('./pages/accessibility-statement-page.tsx').then((m) => ({
      Component: m.AccessibilityStatementPage,
    })),
};

const staffPages: Record<StaffPageKind, () => Promise<{ Component: React.ComponentType }>> = {
  'staff-login': () =>
    import('../features/staff/components/staff-login-page.tsx').then((m) => ({
      Component: m.StaffLoginPage,
    })),
  'staff-reviews': () =>
    import('../features/staff/components/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
  'staff-config-products': () =>
    import('./staff-config-pages.tsx').then((m) => ({ Component: m.StaffConfigProductsPage })),
  'staff-config-figures': () =>
    import('./staff-config-pages.tsx').then((m) => ({ Component: m.StaffConfigFiguresPage })),
  'staff-config-translations': () =>
    import('./staff-config-texts-pages.tsx').then((m) => ({ Component: m.StaffConfigTranslationsPage })),
  'staff-config-statements': () =>
    import('./staff-config-texts-pages.tsx').then((m) => ({ Component: m.StaffConfigStatementsPage })),
  'staff-config-onboarding': () =>
    import('./staff-config-texts-pages.tsx').then((m) => ({ Component: m.StaffConfigOnboardingPage })),
  'staff-config-dealers': () =>
    import('./staff-config-partners-pages.tsx').then((m) => ({ Component: m.StaffConfigDealersPage })),
  'staff-config-merchants': () =>
    import('./staff-config-partners-pages.tsx').then((m) => ({ Component: m.StaffConfigMerchantsPage })),
  'staff-config-flows': () =>
    import('./staff-config-flow-pages.tsx').then((m) => ({ Component: m.StaffConfigFlowsPage })),
  'staff-config-flow': () =>
    import('./staff-config-flow-pages.tsx').then((m) => ({ Component: m.StaffConfigFlowEditorPage })),
  'staff-config-question-set': () =>
    import('./staff-config-flow-pages.tsx').then((m) => ({ Component: m.StaffConfigQuestionSetEditorPage })),
  'staff-admin-users': () =>
    import('./staff-admin-pages.tsx').then((m) => ({ Component: m.StaffAdminUsersPage })),
  'staff-admin-audit': () =>
    import('./staff-admin-pages.tsx').then((m) => ({ Component: m.StaffAdminAuditPage })),
};

/** Builds the route tree: each layout is a pathless parent, each page a guarded lazy child. */
export function buildRoutes(): RouteObject[] {
  const layoutNames = [...new Set(routeTable.map((route) => route.layout))];
  return [
    {
      // Named routes: the server's render and the client's hydration agree on them.
      id: 'customer',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        ...layoutNames.map(
          (layout): RouteObject => ({
            id: `layout:${layout}`,
            lazy: () =>
              withChunkTimeout(
                FIRST_SCREEN_LAYOUTS.has(layout) ? layouts[layout] : withMoreStyles(layouts[layout]),
              ),
            errorElement: <RouteErrorBoundary />,
            children: routeTable
              .filter((route) => route.layout === layout)
              .map(
                (route): RouteObject => ({
                  id: `page:${route.name}`,
                  path: route.path,
                  handle: { name: route.name } satisfies RouteHandle,
                  loader: (args) => loadRoute(route, args),
                  lazy: () =>
                    withChunkTimeout(
                      FIRST_SCREEN_PAGES.has(route.page)
                        ? pages[route.page]
                        : withMoreStyles(pages[route.page]),
                    ),
                }),
              ),
          }),
        ),
        // Spec §2: /user is an alias of the profile; its guard applies there.
        { path: '/user', loader: () => redirect('/user/profile') },
        // Any unknown path lands on the welcome screen (spec §2: /login is also the catch-all).
        { path: '*', loader: () => redirect('/login') },
      ],
    },
    // The staff pages: their own root (no customer call-back), layout and session.
    {
      element: <StaffRootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          lazy: () =>
            withChunkTimeout(
              withMoreStyles(() =>
                import('../features/staff/components/staff-layout.tsx').then((m) => ({
                  Component: m.StaffLayout,
                })),
              ),
            ),
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              path: STAFF_ROOT_PATH,
              loader: async () =>
                (await withChunkTimeout(() => import('../features/staff/staff-guards.ts'))).loadStaffRoot(),
            },
            // Decision review requests are one kind of the review queue: the old address opens it filtered.
            {
              path: '/staff/decision-reviews',
              loader: () => redirect('/staff/reviews?kind=DECISION_REVIEW'),
            },
            ...staffRouteTable.map(
              (route): RouteObject => ({
                path: route.path,
                handle: { name: route.name } satisfies RouteHandle,
                // The staff guards bring the staff API client: loaded with the staff pages only.
                loader: async () => {
                  const guards = await withChunkTimeout(() => import('../features/staff/staff-guards.ts'));
                  return route.access === 'staff' ? guards.loadStaffPage() : guards.loadStaffLogin();
                },
                lazy: () => withChunkTimeout(withMoreStyles(staffPages[route.page])),
              }),
            ),
          ],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}

/** Set by the server on #root when it holds the first screen's markup (static-spa.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The router for a page the server rendered as a visitor sees it: the matched routes' guards
 * run here first (they keep the landing query, spec §2) and their modules load, so the first
 * render is the markup to hydrate, not a fallback. Null when a guard sends this browser
 * elsewhere (someone logged in opens /login): the page is then rendered afresh.
 */
export async function createHydratingRouter() {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  const request = new Request(window.location.href);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    try {
      const url = new URL(request.url);
      await route.loader({ request, url, params, pattern: route.path ?? '', context: undefined });
    } catch {
      return null;
    }
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, {
    hydrationData: {
      loaderData: Object.fromEntries(
        matches.flatMap(({ route }) => (route.id ? [[route.id, null] as const] : [])),
      ),
    },
  });
}
