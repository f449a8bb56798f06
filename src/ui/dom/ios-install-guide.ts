// Safari on iPhone and iPad never offers an install prompt: Install there opens this short guide
// instead (Share, then "Add to Home Screen"), drawn with the icons Safari shows.

import { words as catalogue } from '../../i18n/i18n';
import { button, h } from './h';
import { Modal } from './modal';

const SVG = 'http://www.w3.org/2000/svg';

/** A 24-px line icon as Safari draws its own (stroke only, the accent colour). */
function lineIcon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'gw-guide-icon');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.8');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.appendChild(path);
  return svg;
}

/** Safari's Share icon: a box with an arrow up out of it. */
const shareIcon = () => lineIcon('M8 9H6v11h12V9h-2M12 3v12M8 7l4-4 4 4');
/** The "Add to Home Screen" icon: a rounded square with a plus. */
const addIcon = () =>
  lineIcon('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M8 12h8');

interface IosGuideWords {
  title: string;
  share: string;
  add: string;
  confirm: string;
  close: string;
}

export function openIosInstallGuide(
  host: HTMLElement,
  words: IosGuideWords = catalogue().install,
): Modal {
  const close = () => modal.close();
  const step = (n: number, text: string, icon: SVGSVGElement | null) =>
    h(
      'li',
      { class: 'gw-guide-step' },
      h('span', { class: 'gw-guide-n' }, String(n)),
      // A step with no icon keeps its room, so every step's words start at the same place.
      icon ?? h('span', { class: 'gw-guide-icon', attrs: { 'aria-hidden': 'true' } }),
      h('span', {}, text),
    );
  const modal: Modal = new Modal(
    host,
    { label: words.title, onDismiss: close },
    h('h2', { class: 'gw-title' }, words.title),
    h(
      'ol',
      { class: 'gw-guide' },
      step(1, words.share, shareIcon()),
      step(2, words.add, addIcon()),
      step(3, words.confirm, null),
    ),
    button(words.close, 'btn:close', close, { class: 'gw-button-strong' }),
  );
  return modal;
}

/** Safari on iOS/iPadOS, not yet installed: the browser that needs the guide. */
export function needsIosGuide(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return iOS && safari && !standalone;
}
