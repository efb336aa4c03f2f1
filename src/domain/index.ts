// The domain in one import, for the console and the simulator alike.
export * from './constants';
export * from './validation';
export * from './masking';
export * from './sms';
export * from './time';
export * from './brands';
export * from './countryCodes';
export * from './unread';
export * from './resultCodes';
export * from './realtime/messageTypes';
export * from './realtime/codec';
