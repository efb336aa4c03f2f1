export * from './session.machine';
export * from './realtime.machine';
export * from './unread.machine';
