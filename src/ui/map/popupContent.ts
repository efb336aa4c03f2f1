import type { MapDevice } from './useMapDevices';

export interface PopupTexts {
  code: string;
  state: string;
  address: string;
  online: string;
  offline: string;
  open: string;
  onOpen(): void;
}

/** A device's popup, built as elements so that names and addresses are never read as HTML. */
export function popupContent(device: MapDevice, texts: PopupTexts): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  root.dataset.testid = 'map-popup';
  const title = document.createElement('strong');
  title.textContent = device.name;
  root.append(title);
  const facts = document.createElement('dl');
  const fact = (label: string, value: string, className = '') => {
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    if (className) dd.className = className;
    facts.append(dt, dd);
  };
  fact(texts.code, device.code);
  fact(texts.state, device.online ? texts.online : texts.offline, device.online ? 'online' : 'offline');
  if (device.address) fact(texts.address, device.address);
  root.append(facts);
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'p-button p-button-sm';
  open.dataset.testid = 'map-popup-open';
  open.textContent = texts.open;
  open.addEventListener('click', texts.onOpen);
  root.append(open);
  return root;
}
