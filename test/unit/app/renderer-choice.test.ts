// The renderer choice (issue #22) with injected renderers: WebGL where it can be made, else the
// canvas renderer, and when neither can draw, a notice wholly in the player's language (the
// renderers' English messages kept out of it).
import { afterEach, describe, expect, it } from 'vitest';
import { NoRendererError } from '../../../src/app/boot/no-renderer-error';
import { chooseRenderer, type RendererMakers } from '../../../src/app/boot/renderer-choice';
import { stageFailureNotice } from '../../../src/app/boot/stage-failure';
import { useLanguage } from '../../../src/i18n/i18n';

/** Pixi's own message when no WebGL context can be made (pixi.js 8.22, GlContextSystem). */
const PIXI_NO_WEBGL = 'This browser does not support WebGL. Try using the canvas renderer';
const NO_2D = "Cannot read properties of null (reading 'imageSmoothingEnabled')";

/** Makers whose calls are recorded; each renderer is a string naming it. */
function makers(parts: {
  webglAvailable: boolean | Error;
  webgl?: Error;
  canvas?: Error;
}): RendererMakers<string> & { made: string[] } {
  const made: string[] = [];
  return {
    made,
    webglAvailable: () => {
      if (parts.webglAvailable instanceof Error) throw parts.webglAvailable;
      return parts.webglAvailable;
    },
    webgl: async () => {
      made.push('webgl');
      if (parts.webgl) throw parts.webgl;
      return 'a WebGL renderer';
    },
    canvas: async () => {
      made.push('canvas');
      if (parts.canvas) throw parts.canvas;
      return 'a canvas renderer';
    },
  };
}

async function failure(m: RendererMakers<string>): Promise<NoRendererError> {
  const error = await chooseRenderer(m).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof NoRendererError)) throw new Error(`expected a NoRendererError: ${error}`);
  return error;
}

afterEach(async () => {
  await useLanguage('en');
});

describe('chooseRenderer', () => {
  it('takes WebGL where it can be made, and never loads the canvas renderer', async () => {
    const m = makers({ webglAvailable: true });
    expect(await chooseRenderer(m)).toEqual({
      renderer: 'a WebGL renderer',
      kind: 'webgl',
      passedOver: [],
    });
    expect(m.made).toEqual(['webgl']);
  });

  it('takes the canvas renderer where no WebGL context can be made, without trying WebGL', async () => {
    const m = makers({ webglAvailable: false });
    const chosen = await chooseRenderer(m);
    expect(chosen.kind).toBe('canvas');
    expect(chosen.renderer).toBe('a canvas renderer');
    expect(m.made).toEqual(['canvas']);
    expect(chosen.passedOver).toEqual(['webgl: no WebGL context can be made in this browser']);
  });

  it('falls back to canvas when WebGL can be made but fails to start', async () => {
    const m = makers({ webglAvailable: true, webgl: new Error(PIXI_NO_WEBGL) });
    const chosen = await chooseRenderer(m);
    expect(chosen.kind).toBe('canvas');
    expect(m.made).toEqual(['webgl', 'canvas']);
    expect(chosen.passedOver).toEqual([`webgl: ${PIXI_NO_WEBGL}`]);
  });

  it('falls back to canvas when asking for WebGL throws', async () => {
    const m = makers({ webglAvailable: new Error('probe broke') });
    const chosen = await chooseRenderer(m);
    expect(chosen.kind).toBe('canvas');
    expect(chosen.passedOver).toEqual(['webgl: probe broke']);
  });

  it('throws NoRendererError with every reason when nothing can draw', async () => {
    const error = await failure(
      makers({ webglAvailable: true, webgl: new Error(PIXI_NO_WEBGL), canvas: new Error(NO_2D) }),
    );
    expect(error.reasons).toEqual([`webgl: ${PIXI_NO_WEBGL}`, `canvas: ${NO_2D}`]);
    expect(error.message).toContain(PIXI_NO_WEBGL);
  });
});

describe('the notice when nothing can draw', () => {
  it('is wholly in English for an English player, says what to do, and keeps the technical message out', async () => {
    const error = await failure(makers({ webglAvailable: false, canvas: new Error(NO_2D) }));
    const notice = stageFailureNotice(error);
    expect(notice).toMatch(/hardware acceleration/);
    expect(notice).toMatch(/another browser/);
    for (const technical of ['WebGL', 'canvas renderer', 'imageSmoothingEnabled', 'null'])
      expect(notice).not.toContain(technical);
  });

  it('is wholly in Chinese for a Chinese player (no English but the name Gridwise)', async () => {
    await useLanguage('zh-Hans');
    const error = await failure(
      makers({ webglAvailable: true, webgl: new Error(PIXI_NO_WEBGL), canvas: new Error(NO_2D) }),
    );
    const notice = stageFailureNotice(error);
    expect(notice).toMatch(/硬件加速/);
    expect(notice).toMatch(/其他浏览器/);
    expect(notice.replaceAll('Gridwise', '')).not.toMatch(/[A-Za-z]/);
  });

  it('still names the cause of any other failure to load', () => {
    expect(stageFailureNotice(new Error('chunk missing'))).toBe(
      'The game could not load: chunk missing',
    );
  });
});
