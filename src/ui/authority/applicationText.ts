import type { TFunction } from 'i18next';
import { formatUnixTime } from '../../domain/time';
import type { ApplicationView } from '../../domain/wire/audit';
import { displayPhone } from './memberRows';

/** The applicant as a line: name and masked phone or e-mail, in the interface language's brackets. */
export function applicantLine(t: TFunction, view: ApplicationView): string {
  const contact = view.applicantPhone !== '' ? displayPhone(view.applicantPhone) : view.applicantEmail;
  return contact === '' ? view.applicantName : t('common:withNote', { text: view.applicantName, note: contact });
}

export function answerLines(t: TFunction, view: ApplicationView): string[] {
  return view.answers.map((a) =>
    t('applications.answer', { role: t(`role.${a.role}`), name: a.name, verdict: t(a.verdict === 'pass' ? 'applications.passed' : 'applications.refused') }),
  );
}

export const sentAt = (view: ApplicationView) => formatUnixTime(view.createdAt);
