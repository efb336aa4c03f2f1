// The console's button: an icon-only one is still named (its label is the accessible name and the tooltip), and a
// busy one cannot be pressed again.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionButton } from './ActionButton';

describe('ActionButton', () => {
  it('names an icon-only button by its label, shown as its tooltip, with no visible text', () => {
    render(<ActionButton iconOnly text icon="pi pi-angle-left" label="Previous page" />);
    const button = screen.getByRole('button', { name: 'Previous page' });
    expect(button.title).toBe('Previous page');
    expect(button.className).toContain('p-button-icon-only');
    expect(button.textContent?.trim()).toBe('');
  });

  it('shows the label of a labelled button, and a busy one is disabled', () => {
    render(<ActionButton icon="pi pi-check" label="Save" busy />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.textContent).toBe('Save');
    expect(button.hasAttribute('title')).toBe(false);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
