import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ConsoleProvider } from './runtime';
import { RequireLogin, RouteGuards, ToLogin, ToStart } from './RouteGuards';
import { PageLoading } from '../common/PageLoading';
import { lazyScreen } from './chunkRecovery';
import { FailureBoundary, RouteBoundary } from './FailureBoundary';

// Every page loads on demand; the login route pulls in neither the main layout nor any console screen. A page whose
// code cannot be fetched (a deploy replaced it, the network is down) recovers as chunkRecovery.ts says.
const LoginLayout = lazyScreen(() => import('../layout/LoginLayout'));
const MainLayout = lazyScreen(() => import('../layout/MainLayout'));
const LoginPage = lazyScreen(() => import('../login/LoginPage'));
const LoginTimeoutPage = lazyScreen(() => import('../login/LoginTimeoutPage'));
const RegisterPage = lazyScreen(() => import('../register/RegisterPage'));
const ForgetPwdPage = lazyScreen(() => import('../password/ForgetPwdPage'));
const RecoverPwdPage = lazyScreen(() => import('../password/RecoverPwdPage'));
const PersonalDeviceListPage = lazyScreen(() => import('../devices/PersonalDeviceListPage'));
const EnterpriseDeviceListPage = lazyScreen(() => import('../enterpriseDevices/EnterpriseDeviceListPage'));
const CloudMapPage = lazyScreen(() => import('../map/CloudMapPage'));
const MessageCenterPage = lazyScreen(() => import('../messages/MessageCenterPage'));
const AlarmCenterPage = lazyScreen(() => import('../alarms/AlarmCenterPage'));
const SmsAlarmPage = lazyScreen(() => import('../sms/SmsAlarmPage'));
const ProjectsPage = lazyScreen(() => import('../projects/ProjectsPage'));
const DataCenterPage = lazyScreen(() => import('../dataCenter/DataCenterPage'));
const AdministrateCenterPage = lazyScreen(() => import('../admin/AdministrateCenterPage'));
const BackManagePage = lazyScreen(() => import('../admin/BackManagePage'));
const MobileConsole = lazyScreen(() => import('../mobile/MobileConsole'));
const WallPage = lazyScreen(() => import('../wall/WallPage'));
const EzvizPage = lazyScreen(() => import('../ezviz/EzvizPage'));
const ApiDocPage = lazyScreen(() => import('../apiDoc/ApiDocPage'));
const LandingPage = lazyScreen(() => import('../landing/LandingPage'));
const ScadaRegisterPage = lazyScreen(() => import('../scada/ScadaRegisterPage'));
// Server state (TanStack Query) comes with the signed-in screens, never with /login.
const DataLayer = lazyScreen(() => import('../data/DataLayer'));
const UserInfoPage = lazyScreen(() => import('../account/UserInfoPage'));
const ModifyAccountPage = lazyScreen(() => import('../account/ModifyAccountPage'));
const SafetyPage = lazyScreen(() => import('../safety/SafetyPage'));

// Each route's content has its own boundary: a failure leaves the layout around it (menu, language switch) working.
function page(node: ReactNode) {
  return (
    <RouteBoundary>
      <Suspense fallback={<PageLoading />}>{node}</Suspense>
    </RouteBoundary>
  );
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
  { path: 'apiDoc', element: page(<ApiDocPage />) },
  { path: 'scadaRegister', element: page(<ScadaRegisterPage />) },
  // The brand's landing page: what the product does, sign in, register, the apps; reachable signed out (decisions.md).
  { path: 'main', element: page(<LandingPage />) },
];

const loginLayoutSignedIn: RouteObject[] = [
  { path: 'userInfo', element: page(<UserInfoPage />) },
  { path: 'administrateCenter', element: page(<AdministrateCenterPage />) },
  { path: 'backManage', element: page(<BackManagePage />) },
  { path: 'modifyEmail', element: page(<ModifyAccountPage by="email" />) },
  { path: 'modifyPhone', element: page(<ModifyAccountPage by="phone" />) },
];

const mainLayoutRoutes: RouteObject[] = [
  { path: 'index', element: page(<PersonalDeviceListPage />) },
  { path: 'cloudmap', element: page(<CloudMapPage />) },
  { path: 'safety', element: page(<SafetyPage />) },
  { path: 'dataCenter', element: page(<DataCenterPage />) },
  { path: 'ezviz', element: page(<EzvizPage />) },
  { path: 'device', element: page(<EnterpriseDeviceListPage />) },
  { path: 'project', element: page(<ProjectsPage />) },
  { path: 'msgCenter', element: page(<MessageCenterPage />) },
  { path: 'alarmCenter', element: page(<AlarmCenterPage />) },
  { path: 'smsAlarm', element: page(<SmsAlarmPage />) },
  { path: 'recoverPwd', element: page(<RecoverPwdPage />) },
];

const routes: RouteObject[] = [
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
                  // The control-room wall: full screen, no layout and no navigation (src/ui/wall).
                  { path: 'mapcanvas', element: page(<WallPage />) },
                ],
              },
            ],
          },
          // The phone console: on a phone (product.md section 2) it signs in on its own screen, so it sits outside
          // RequireLogin, with the data layer for its signed-in part. A computer reaches it only signed in
          // (RouteGuards), with the session it already has.
          { path: 'mobile', element: layout(DataLayer), children: [{ index: true, element: page(<MobileConsole />) }] },
          { index: true, element: <ToStart /> },
          { path: '*', element: <ToLogin /> },
        ],
      },
    ],
  },
];

// Declarative routing (BrowserRouter + useRoutes): the console uses no loaders, actions or fetchers, and the data
// router that createBrowserRouter brings is a large part of what /login would download for nothing.
function Routes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <FailureBoundary scope="root">
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </FailureBoundary>
  );
}
