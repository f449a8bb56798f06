// @vitest-environment happy-dom
// The board counts as covered while the screen's modal layer holds anything (a question, the
// More sheet, the result card) or a page modal is open, and is told once per change; watching
// stops when the layer is destroyed. A real Pixi container and the real page-modal count.

import { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { watchCover } from '../../../src/play/board-cover';
import { anyModalOpen, modalClosed, modalOpened } from '../../../src/ui/dom/modal-watch';

describe('watchCover', () => {
  it('tells each change of the modal layer and of page modals, once', () => {
    const modal = new Container();
    const told: boolean[] = [];
    watchCover(modal, (covered) => told.push(covered));
    const dialog = new Container();
    const sheet = new Container();
    modal.addChild(dialog);
    modal.addChild(sheet);
    modal.removeChild(dialog);
    expect(told).toEqual([true]);
    sheet.destroy();
    expect(told).toEqual([true, false]);
    const share = {};
    modalOpened(share);
    modalOpened(share);
    modal.addChild(new Container());
    expect(told).toEqual([true, false, true]);
    modalClosed(share);
    modal.removeChildren();
    modalClosed(share);
    expect(told).toEqual([true, false, true, false]);
    expect(anyModalOpen()).toBe(false);
  });

  it('stops watching page modals once the layer is destroyed (the screen taken down)', () => {
    const modal = new Container();
    const told: boolean[] = [];
    watchCover(modal, (covered) => told.push(covered));
    modal.destroy();
    const share = {};
    modalOpened(share);
    modalClosed(share);
    expect(told).toEqual([]);
  });
});
