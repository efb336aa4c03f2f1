// Texts the cloud itself writes (its system notices, the simulator's alarm texts) are read in either language.
// The cloud does not know the reader's language, so such a text travels with both versions and the console shows
// the one of its interface: never both side by side. A text a device or a person wrote travels as it is.
import type { Language } from './constants';

export type TwoLanguages = Record<Language, string>;

/** Both versions in one content string, as the message, alarm and realtime calls carry text. */
export function bothLanguages(text: TwoLanguages): string {
  return JSON.stringify({ cn: text.cn, en: text.en });
}

/** The versions of a content string written by bothLanguages; undefined for a plain text. */
export function versionsOf(content: string): TwoLanguages | undefined {
  if (!content.startsWith('{"cn":')) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent for the first two tests, a text that starts with {"cn": and parses is an object, never null
    if (value && typeof value === 'object' && typeof (value as TwoLanguages).cn === 'string' && typeof (value as TwoLanguages).en === 'string') {
      return { cn: (value as TwoLanguages).cn, en: (value as TwoLanguages).en };
    }
  } catch {
    // Not ours after all: shown as the plain text it is.
  }
  return undefined;
}

/** The text to show in `lang`: its version in that language, or the plain text as it came. */
export function textIn(content: string, lang: Language): string {
  const versions = versionsOf(content);
  return versions ? versions[lang] : content;
}
