/** Every namespace the signed-in phone console's parts speak (MobileConsole loads them at once). */
export const MOBILE_CONSOLE_NAMESPACES = ['mobile', 'mobileQr', 'auth', 'visit', 'alarms', 'messages', 'authority', 'notifications'] as const;
