import type { TFunction } from 'i18next';
import { formatUnixTime } from '../../domain/time';
import type { ApplicationView } from '../../domain/wire/audit';
import { displayPhone } from './memberRows';

/** The applicant as a line: name and masked phone or e-mail. */
export function applicantLine(view: ApplicationView): string {
  const contact = view.applicantPhone !== '' ? displayPhone(view.applicantPhone) : view.applicantEmail;
  return contact === '' ? view.applicantName : `${view.applicantName} (${contact})`;
}

export function answerLines(t: TFunction, view: ApplicationView): string[] {
  return view.answers.map((a) =>
    t('applications.answer', { role: t(`role.${a.role}`), name: a.name, verdict: t(a.verdict === 'pass' ? 'applications.passed' : 'applications.refused') }),
  );
}

export const sentAt = (view: ApplicationView) => formatUnixTime(view.createdAt);
