import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Screen } from '@/components/ui/screen';
import { loadAppTexts } from '@/i18n';
// The login page and its layout are in the entry: the page most first visits open comes with the first download,
// instead of some twenty small files fetched after it (issue 20: the login page's largest paint).
import { LoginPage } from '@/features/auth/pages/login-page';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './errors/not-found-page';
import { ServerErrorPage } from './errors/server-error-page';
import { AuthLayout } from './layout/auth-layout';
import { preloadScreens, screen } from './screens';

const ForgotPasswordPage = screen(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = screen(() => import('@/features/auth/pages/reset-password-page'));
const ForcePasswordChangePage = screen(() => import('@/features/auth/pages/force-password-change-page'));
const RegistrationPage = screen(() => import('@/features/registration/pages/registration-page'));
const RegisteredPage = screen(() => import('@/features/registration/pages/registered-page'));
const PresentationPage = screen(() => import('@/features/presentation/pages/presentation-page'));
// Behind login (protected-routes.tsx): its routes, the layout and the texts of its screens arrive together, and the
// screen at the address starts downloading as soon as the routes are in.
const ProtectedRoutes = screen(() =>
  Promise.all([
    import('./protected-routes').then((area) => {
      area.preloadPage(window.location.pathname);
      return area;
    }),
    loadAppTexts(),
  ]).then(([area]) => area),
);

/** Spec section 2, root routes: the public ones here, the rest in protected-routes.tsx. */
const routes: RouteObject[] = [
  {
    path: 'auth',
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: <Screen title="titles.login"><LoginPage /></Screen> },
      { path: 'forgot-password', element: <Screen title="titles.forgotPassword"><ForgotPasswordPage /></Screen> },
      { path: 'reset-password/:token', element: <Screen title="titles.resetPassword"><ResetPasswordPage /></Screen> },
      { path: 'force-password-change', element: <Screen title="titles.forcePasswordChange"><ForcePasswordChangePage /></Screen> },
      { path: 'registration', element: <Screen title="titles.registration"><RegistrationPage /></Screen> },
      { path: 'registration/:username', element: <Screen title="titles.registration"><RegistrationPage /></Screen> },
      // What a sign-up answered, kept by the tab so that a reload keeps the payment details (issue 18, item 2).
      { path: 'registered', element: <Screen title="titles.registered"><RegisteredPage /></Screen> },
      { path: '*', element: <Navigate to="/error/404" replace /> },
    ],
  },
  // Issue 6: the public presentation page (no login).
  { path: 'p/:name', element: <Screen title="titles.presentation"><PresentationPage /></Screen> },
  {
    path: 'error',
    children: [
      { index: true, element: <Navigate to="/error/404" replace /> },
      { path: '404', element: <Screen title="titles.notFound"><NotFoundPage /></Screen> },
      { path: '500', element: <Screen title="titles.serverError"><ServerErrorPage /></Screen> },
      { path: '*', element: <Navigate to="/error/404" replace /> },
    ],
  },
  // Every other address, the root included, is the protected area's: it redirects what it does not know to /error/404.
  { path: '*', element: <ProtectedRoutes /> },
];

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces on purpose: recent browsers return a Promise from scrollTo, and an effect must return nothing.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Starts downloading every screen of the first page at once (see screens.ts). */
export const preloadFirstScreens = (pathname: string) => preloadScreens(routes, pathname);

export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      {/* The splash covers the first download; later ones keep the previous frame until the screen is in. */}
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}
