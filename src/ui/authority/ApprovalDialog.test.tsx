// The approval dialog on the kit: a named modal dialog; when the application cannot be read it says so, and
// Escape or its Close button close it without an answer.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en/authority';
import cn from '../../i18n/cn/authority';
import { renderScreen } from '../../../tests/component/render';
import ApprovalDialog from './ApprovalDialog';

describe('approval dialog', () => {
  it('says when the application cannot be read, and closes on Escape and on Close without an answer', async () => {
    const onClose = vi.fn();
    const { user, cloud } = await renderScreen(<ApprovalDialog applicationId={5} onClose={onClose} />, { namespaces: ['authority'] });
    const dialog = await screen.findByRole('dialog', { name: en.approval.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByRole('alert');
    expect(screen.queryByTestId('approval-pass')).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(false);
    // The header's close button and the footer's both close without an answer.
    const closers = screen.getAllByRole('button', { name: en.approval.close });
    for (const closer of closers) await user.click(closer);
    expect(onClose.mock.calls).toEqual([[false], [false], [false]]);
    expect(cloud.requests.map((r) => r.method ?? 'GET')).not.toContain('POST');
  });
});

describe('approval dialog, answered once (docs/decisions.md, "Console")', () => {
  const view = {
    id: 9, kind: 'visit', machineId: 36, machineName: '注塑机-36', machineCode: 'M36', applicantId: 4, applicantName: 'Demo', applicantPhone: '',
    applicantEmail: 'demo@example.com', message: '', remarks: '', terminalName: 'Phone', createdAt: 1_790_000_000, state: 'unaudited', checkType: 1,
    answers: [], canAnswer: true, viewerRole: 'akey', hasBkeys: false,
  };

  it.each(['en', 'cn'] as const)('a double tap on Pass (%s) sends one answer, closes once as done and shows no refusal', async (lang) => {
    const onClose = vi.fn();
    const { user, cloud, notices } = await renderScreen(<ApprovalDialog messageId={3} onClose={onClose} />, {
      lang,
      namespaces: ['authority'],
      answer: (request) => {
        if (request.path === '/api/v1/devices/auditProcess') return { ok: true, data: [view] };
        if (request.path === '/api/msg/v1/device/visit/verify') return { ok: true, data: { ...view, state: 'allPassed', canAnswer: false } };
        return undefined;
      },
    });
    const pass = await screen.findByTestId('approval-pass');
    expect(pass.textContent).toBe(lang === 'en' ? en.applications.pass : cn.applications.pass);
    await user.dblClick(pass);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    await user.click(pass).catch(() => undefined);
    expect(cloud.requests.filter((r) => r.path.endsWith('/verify'))).toHaveLength(1);
    expect(onClose.mock.calls).toEqual([[true]]);
    expect(notices.map((n) => n.severity)).toEqual(['success']);
  });
});
