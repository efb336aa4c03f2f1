// The title a reader sees for a message: a bind or visit request's title is built from a key in the reader's
// language with the names the message carries (a Chinese console never reads "Visit request: …", docs/decisions.md, "Console"); any
// other title is the cloud's text, in the reader's language when it came in both (src/domain/cloudText.ts).
import type { TFunction } from 'i18next';
import { textIn } from '../../domain/cloudText';
import type { Language } from '../../domain/constants';
import type { WireMessage } from '../../domain/wire/message';

export function messageTitle(message: WireMessage, t: TFunction, lang: Language): string {
  const { applicationKind, applicantName, machineName } = message;
  if (applicationKind && applicantName !== undefined && machineName !== undefined) {
    return t(`messages:titles.${applicationKind}`, { applicant: applicantName, device: machineName });
  }
  return textIn(message.title, lang) || t(`messages:kind.${message.kind}`);
}
