// The machine-type icon of a device row: read as an image by its type's name, drawn by its image's class, one rule a
// distinct image, the same class for the same image whichever row asks.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MachineIcon } from '../../domain/wire/icon';
import { DeviceIcon } from './DeviceBadges';

const hmi: MachineIcon = { id: 1, name: 'HMI', ranges: '^1', image: 'data:image/svg+xml,%3Csvg%20id%3D%22a%22%2F%3E' };
const box: MachineIcon = { id: 2, name: 'V-BOX', ranges: '^4', image: 'https://icons.example/box "1".png' };

/** The background image of the rule for `className` in the page's style sheets. */
function imageOfClass(className: string): string | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === `.${className}`) return rule.style.getPropertyValue('background-image');
    }
  }
  return undefined;
}

const iconClass = (element: HTMLElement) => [...element.classList].find((c) => c.startsWith('device-icon-')) ?? '';

describe('DeviceIcon', () => {
  it('is an image named after its type, drawn by the class of its image', () => {
    render(
      <>
        <DeviceIcon icon={hmi} />
        <DeviceIcon icon={box} />
        <DeviceIcon icon={hmi} />
      </>,
    );
    const [first, second, third] = screen.getAllByRole('img');
    expect(first!.getAttribute('aria-label')).toBe('HMI');
    expect(second!.getAttribute('title')).toBe('V-BOX');
    expect(iconClass(first!)).not.toBe('');
    expect(iconClass(third!)).toBe(iconClass(first!));
    expect(iconClass(second!)).not.toBe(iconClass(first!));
    expect(imageOfClass(iconClass(first!))).toContain(hmi.image);
    // Quotes in an address stay inside the CSS string rather than ending it.
    expect(imageOfClass(iconClass(second!))).toContain('box');
    expect(imageOfClass(iconClass(second!))).toContain('1');
  });

  it('is a neutral mark, hidden from screen readers, until the icon map has loaded', () => {
    const { container } = render(<DeviceIcon icon={undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.device-icon.placeholder')?.getAttribute('aria-hidden')).toBe('true');
  });
});
