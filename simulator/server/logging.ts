// What the server prints while it runs. On a terminal, people read it: readable lines (pino-pretty) from warnings
// up, so the start banner stays in view instead of scrolling away under a line per request. Anywhere else (a log
// collector, LOG_FORMAT=json) it is JSON lines from info up. LOG_LEVEL sets the level in either case.
export type LogSetting = { json: boolean; level: string };

export function logSetting(env: NodeJS.ProcessEnv, terminal: boolean): LogSetting {
  const json = env.LOG_FORMAT === 'json' || (env.LOG_FORMAT !== 'pretty' && !terminal);
  return { json, level: env.LOG_LEVEL || (json ? 'info' : 'warn') };
}

/** Pino's options for the setting: always an object, so the server can add its serializers beside them. */
export type LoggerOptions = { level: string; transport?: { target: string; options: Record<string, unknown> } };

export function loggerOptions(setting: LogSetting): LoggerOptions {
  if (setting.json) return { level: setting.level };
  return {
    level: setting.level,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } },
  };
}
