// 简体中文: the scan's words (terms as in docs/GLOSSARY-zh.md), typed by the English.

import type { ScanWords } from './scan-en';

export const scanWordsZh: ScanWords = {
  title: '拍照识别数独',
  checkTitle: '核对题目',
  pickLead: '拍摄或选择一张印刷数独的照片：整个盘面都在画面里，尽量放平、正对。',
  pick: '选择照片',
  camera: '使用相机',
  cameraLead: '把盘面稳稳地放在取景框里，画面静止时自动识别。',
  cameraStop: '关闭相机',
  cameraFailed: (p) => `相机没能打开（${p.why}）。请改为选择照片。`,
  back: '返回',
  reading: '正在识别照片…',
  retry: '换一张照片',
  play: '开始',
  erase: '擦除',
  checkLead: '对照照片检查每个数字，点格子即可修改。',
  unsureKey: '带框的格子：识别时没有把握。',
  failures: {
    'scan.noGrid': '这张照片里没有找到数独盘面。请让整个盘面入镜、放平、光线充足后再试。',
    'scan.notImage': '浏览器打不开这个文件，请选择一张照片。',
    'scan.readerFailed': '识别程序没能启动，请再试一次。',
  },
  failedOther: '这张照片没能识别，请换一张。',
  unique: '唯一解：可以开始了。',
  clash: '同行、同列或同宫有重复的数字：请检查红色的格子。',
  none: '这道题无解：可能有数字认错了。请检查标出的格子。',
  many: '这道题有多个解：可能漏了数字。请对照照片检查空格。',
  few: (p) => `只有${p.n}个数字，数独至少需要17个。请检查空格。`,
  cell: (p) => `第${p.row}行第${p.col}列：${p.digit}`,
  empty: '空',
  unsure: '没有把握',
  grid: '识别出的盘面',
  pad: '数字',
};
