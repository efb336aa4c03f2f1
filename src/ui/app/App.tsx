import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ConsoleProvider } from './runtime';
import { RequireLogin, RouteGuards, ToLogin, ToStart } from './RouteGuards';
import { PageLoading } from '../common/PageLoading';

// Every page loads on demand; the login route pulls in neither the main layout nor any console screen.
const LoginLayout = lazy(() => import('../layout/LoginLayout'));
const MainLayout = lazy(() => import('../layout/MainLayout'));
const LoginPage = lazy(() => import('../login/LoginPage'));
const LoginTimeoutPage = lazy(() => import('../login/LoginTimeoutPage'));
const RegisterPage = lazy(() => import('../register/RegisterPage'));
const ForgetPwdPage = lazy(() => import('../password/ForgetPwdPage'));
const RecoverPwdPage = lazy(() => import('../password/RecoverPwdPage'));
const PersonalDeviceListPage = lazy(() => import('../devices/PersonalDeviceListPage'));
const EnterpriseDeviceListPage = lazy(() => import('../enterpriseDevices/EnterpriseDeviceListPage'));
const CloudMapPage = lazy(() => import('../map/CloudMapPage'));
const MessageCenterPage = lazy(() => import('../messages/MessageCenterPage'));
const AlarmCenterPage = lazy(() => import('../alarms/AlarmCenterPage'));
const SmsAlarmPage = lazy(() => import('../sms/SmsAlarmPage'));
const ProjectsPage = lazy(() => import('../projects/ProjectsPage'));
const DataCenterPage = lazy(() => import('../dataCenter/DataCenterPage'));
const AdministrateCenterPage = lazy(() => import('../admin/AdministrateCenterPage'));
const BackManagePage = lazy(() => import('../admin/BackManagePage'));
const MobileConsole = lazy(() => import('../mobile/MobileConsole'));
const WallPage = lazy(() => import('../wall/WallPage'));
const EzvizPage = lazy(() => import('../ezviz/EzvizPage'));
const ApiDocPage = lazy(() => import('../apiDoc/ApiDocPage'));
const LandingPage = lazy(() => import('../landing/LandingPage'));
const ScadaRegisterPage = lazy(() => import('../scada/ScadaRegisterPage'));
// Server state (TanStack Query) comes with the signed-in screens, never with /login.
const DataLayer = lazy(() => import('../data/DataLayer'));
const UserInfoPage = lazy(() => import('../account/UserInfoPage'));
const ModifyAccountPage = lazy(() => import('../account/ModifyAccountPage'));
const SafetyPage = lazy(() => import('../safety/SafetyPage'));

function page(node: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
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
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}
