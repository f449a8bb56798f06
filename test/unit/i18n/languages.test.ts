import { describe, expect, it } from 'vitest';
import {
  COMPLETE_LANGUAGES,
  detectLanguage,
  LANGUAGES,
  resolveLanguage,
} from '../../../src/i18n/languages';

const BOTH = LANGUAGES;

describe('detectLanguage', () => {
  it('gives Simplified Chinese to any Chinese tag, once Chinese is complete', () => {
    for (const tag of [
      'zh',
      'zh-CN',
      'zh-SG',
      'zh-Hans',
      'zh-Hans-CN',
      'zh_CN',
      'ZH-cn',
      'zh-TW',
    ]) {
      expect(detectLanguage([tag], BOTH), tag).toBe('zh-Hans');
    }
  });

  it('takes the first language it speaks from the list, in order', () => {
    expect(detectLanguage(['fr-FR', 'zh-CN', 'en-US'], BOTH)).toBe('zh-Hans');
    expect(detectLanguage(['de', 'en-GB', 'zh-CN'], BOTH)).toBe('en');
    expect(detectLanguage(['ja', 'ko'], BOTH)).toBe('en');
    expect(detectLanguage([], BOTH)).toBe('en');
  });

  it('does not pick a language whose catalogue is not complete yet', () => {
    expect(detectLanguage(['zh-CN'], ['en'])).toBe('en');
  });

  it('picks Chinese for a Chinese device by default (its catalogue is complete)', () => {
    expect(COMPLETE_LANGUAGES).toEqual(['en', 'zh-Hans']);
    expect(detectLanguage(['zh-CN'])).toBe('zh-Hans');
    expect(detectLanguage(['en-US'])).toBe('en');
  });
});

describe('resolveLanguage', () => {
  it('follows the device for "auto" and the player otherwise', () => {
    expect(resolveLanguage('zh-Hans', ['en-US'])).toBe('zh-Hans');
    expect(resolveLanguage('en', ['zh-CN'])).toBe('en');
    expect(resolveLanguage('auto', ['en-US'])).toBe('en');
  });
});
