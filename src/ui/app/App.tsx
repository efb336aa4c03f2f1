import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ConsoleProvider } from './runtime';
import { RequireLogin, RouteGuards, ToLogin, ToStart } from './RouteGuards';
import { MOBILE_MODE } from './devicePlatform';
import { PageLoading } from '../common/PageLoading';
import type { ScreenName } from '../common/NotAvailablePage';

// Every page loads on demand; the login route pulls in neither the main layout nor any console screen.
const LoginLayout = lazy(() => import('../layout/LoginLayout'));
const MainLayout = lazy(() => import('../layout/MainLayout'));
const LoginPage = lazy(() => import('../login/LoginPage'));
const LoginTimeoutPage = lazy(() => import('../login/LoginTimeoutPage'));
const RegisterPage = lazy(() => import('../register/RegisterPage'));
const ForgetPwdPage = lazy(() => import('../password/ForgetPwdPage'));
const RecoverPwdPage = lazy(() => import('../password/RecoverPwdPage'));
const PersonalDeviceListPage = lazy(() => import('../devices/PersonalDeviceListPage'));
const NotAvailablePage = lazy(() => import('../common/NotAvailablePage'));
const EnterpriseDeviceListPage = lazy(() => import('../enterpriseDevices/EnterpriseDeviceListPage'));
const CloudMapPage = lazy(() => import('../map/CloudMapPage'));
const MessageCenterPage = lazy(() => import('../messages/MessageCenterPage'));
const AlarmCenterPage = lazy(() => import('../alarms/AlarmCenterPage'));
// Server state (TanStack Query) comes with the signed-in screens, never with /login.
const DataLayer = lazy(() => import('../data/DataLayer'));

function page(node: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
}

function notYet(screen: ScreenName) {
  return page(<NotAvailablePage screen={screen} />);
}

function Root() {
  return (
    <ConsoleProvider>
      <Outlet />
    </ConsoleProvider>
  );
}

function layout(Layout: ComponentType) {
  return page(<Layout />);
}

const loginLayoutPublic: RouteObject[] = [
  { path: 'login', element: page(<LoginPage />) },
  { path: 'loginTimeout', element: page(<LoginTimeoutPage />) },
  { path: 'register', element: page(<RegisterPage by="phone" />) },
  { path: 'registerByEmail', element: page(<RegisterPage by="email" />) },
  { path: 'forgetPwd', element: page(<ForgetPwdPage />) },
  { path: 'apiDoc', element: notYet('apiDoc') },
  { path: 'mapcanvas', element: notYet('mapCanvas') },
  { path: 'scadaRegister', element: notYet('scadaRegister') },
  // The mobile route exists only on a mobile device; elsewhere it is an unknown path.
  ...(MOBILE_MODE ? [{ path: 'mobile', element: notYet('mobile') }] : []),
];

const loginLayoutSignedIn: RouteObject[] = [
  { path: 'main', element: notYet('main') },
  { path: 'userInfo', element: notYet('userInfo') },
  { path: 'administrateCenter', element: notYet('administrateCenter') },
  { path: 'backManage', element: notYet('backManage') },
  { path: 'modifyEmail', element: notYet('modifyEmail') },
  { path: 'modifyPhone', element: notYet('modifyPhone') },
];

const mainLayoutRoutes: RouteObject[] = [
  { path: 'index', element: page(<PersonalDeviceListPage />) },
  { path: 'cloudmap', element: page(<CloudMapPage />) },
  { path: 'safety', element: notYet('safety') },
  { path: 'dataCenter', element: notYet('dataCenter') },
  { path: 'ezviz', element: notYet('ezviz') },
  { path: 'device', element: page(<EnterpriseDeviceListPage />) },
  { path: 'project', element: notYet('projects') },
  { path: 'msgCenter', element: page(<MessageCenterPage />) },
  { path: 'alarmCenter', element: page(<AlarmCenterPage />) },
  { path: 'recoverPwd', element: page(<RecoverPwdPage />) },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <RouteGuards />,
        children: [
          { element: layout(LoginLayout), children: [...loginLayoutPublic] },
          {
            element: <RequireLogin />,
            children: [
              {
                element: layout(DataLayer),
                children: [
                  { element: layout(LoginLayout), children: loginLayoutSignedIn },
                  { element: layout(MainLayout), children: mainLayoutRoutes },
                ],
              },
            ],
          },
          { index: true, element: <ToStart /> },
          { path: '*', element: <ToLogin /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
