// 简体中文 catalogue. Loaded only when a player uses it (i18n.ts imports it on demand), so English
// players never download it. Terms follow docs/GLOSSARY-zh.md.

import type { Shaped } from './catalogue-types';
import { gameSlices, mergedSlices } from './compose-words';
import type { EnglishCatalogue } from './en';
import { GAME_WORDS_ZH } from './game-words-zh-registry';
import { zhSharedCodeProblems, zhShareProblems } from './zh-hans-problems';

export const zhHans: Shaped<EnglishCatalogue> = {
  app: {
    title: 'Gridwise — 益智游戏',
    tagline: '谜题在你的设备上生成，随时随地，离线也能玩。',
  },
  lobby: {
    sizeHeading: '尺寸',
    levelHeading: '难度',
    levelMaking: '生成中…',
    levelMakingFor: (p: { time: string }) => `生成中 · 已用 ${p.time}`,
    start: '开始',
    newGame: '新游戏',
    newGameOf: (p) => `新游戏 · ${p.game}`,
    newGameSaid: (p) => `新游戏，${p.pick}`,
    continueGame: '继续游戏',
    daily: '每日一题',
    dailyBadge: '今日',
    // daily: the daily's name in the header and on the Continue card.
    dailyTitle: (p) => `每日挑战 · ${p.date}`,
    // daily slot: the daily button while today's daily is kept, half done.
    continueDaily: '继续每日一题',
    dailyDone: (p) => `每日一题 ✓ ${p.time}`,
    dailyStreakBadge: (p) => `连续 ${p.count} 天`,
    dailyBadgeStreak: (p) => `今日 · 连续 ${p.count} 天`,
    // calendar: the button beside the daily that opens the game's calendar.
    calendar: '日历',
    openCode: '打开谜题码',
    records: '记录',
    stats: '统计',
    settings: '设置',
    rules: '规则',
    install: '安装',
    played: (p) => `已用时 ${p.time}`,
    resumeTitle: (p) => `${p.game} · ${p.size} · ${p.level}`,
  },
  games: gameSlices(GAME_WORDS_ZH, 'start'),
  common: {
    back: '返回',
    on: '开',
    off: '关',
    close: '关闭',
    keepPlaying: '继续玩',
    nothingToUndo: '没有可撤销的步骤。',
    nothingToRedo: '没有可重做的步骤。',
  },
  play: {
    makingSoFar: (p) => `已用 ${p.time} · 已试 ${p.tries} 个`,
    home: '主页',
    rules: '规则',
    new: '新局',
    hint: '提示',
    share: '分享',
    undo: '↶ 撤销',
    redo: '重做 ↷',
    pause: '暂停',
    resume: '继续',
    paused: '已暂停',
    showHint: '查看提示',
    question: '确认',
    hintMore: '下一步',
    hintDone: '知道了',
    hintApply: '执行',
    hintHide: '收起',
    hintStep: (p) => `第 ${p.step} 步，共 ${p.count} 步`,
    newBest: '新纪录！',
    firstWin: '这个难度的第一场胜利！',
    place: (p) => `你的第 ${p.rank} 快成绩（共 ${p.of} 次）。`,
    assistedMark: '（使用提示）',
    titleIn: (p) => `${p.title}，用时 ${p.time}${p.assisted}`,
    replaceTitle: (p) => `开始${p.next}？`,
    replaceNew: (p) => `新的${p.title}`,
    replaceBody: (p) => `正在进行的${p.current}（已玩 ${p.time}）将会丢失。`,
    replaceConfirm: '开始新局',
  },
  settings: {
    title: '设置',
    language: '语言',
    languageAuto: (p) => `跟随设备（${p.language}）`,
    theme: '主题',
    themeSystem: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
    colours: '配色',
    coloursStandard: '标准',
    coloursSafe: '色盲友好',
    sound: '声音',
    soundNote:
      '设备上合成的短音：落子、出错、获胜；连连看里还有配对、逐级升高的连击、最后十秒的滴答和通关。',
    vibration: '振动',
    vibrationNone: '振动（此设备不支持）',
    exportBackup: '导出备份',
    importBackup: '导入备份',
    dataHeading: '你的游戏、记录和设置',
    // second copy: whether the mirror in the Origin Private File System is kept
    mirrorOn: '备份副本：已开启（独立于主存储的一个文件）',
    mirrorReady: '备份副本：已就绪，首次保存游戏或设置时生成',
    mirrorUnavailable: '备份副本：此浏览器不支持，备份文件是你唯一的后备',
    mirrorFailing: (p) => `备份副本：写入失败（${p.error}）`,
  },
  stats: {
    title: '统计',
    notPlayed: '尚未玩过',
    summary: (p) => `已玩 ${p.started} · 胜 ${p.won}（${p.rate}）`,
    detail: (p) => `最佳 ${p.best} · 平均 ${p.average} · 连胜 ${p.streak}，最长 ${p.longest}`,
    footnote:
      '走出第一步才算玩过一局。用“答案”结束的一局记为“看答案”：算已玩，但不算胜局，也不进记录。最佳、平均和连胜只计未使用提示的胜局；使用提示、自动笔记或未完成就开新局，连胜都会重新计算。',
    unreadable: (p) => `无法读取统计（${p.why}）。`,
    // stats: the dashboard — totals, the chart of the last wins, the rows to chart
    played: '已玩',
    won: '胜局',
    winRate: '胜率',
    revealed: '看答案',
    totalTime: '总用时',
    nothingYet: '还没有玩过。玩一局后，这里会显示你的数据。',
    chartTitle: (p) => `最近 ${p.count} 局获胜用时 · ${p.where}`,
    chartNone: (p) => `尚无胜局 · ${p.where}`,
    chartTap: '点按一行查看其图表',
    learn: '学习技巧',
    chartLabel: (p) =>
      `${p.where}最近 ${p.count} 局获胜的用时图：最快 ${p.best}，最近一局 ${p.latest}。`,
    chartRow: (p) => `查看 ${p.where} 的图表`,
    // streak: the dashboard's daily line — the daily streak, days won, monthly trophies
    daily: (p) => `每日连续 ${p.streak} 天，最长 ${p.longest} 天 · 共完成 ${p.days} 天`,
    trophies: (p) => `月度奖杯：${p.list}`,
    trophyJoin: '、',
    noTrophy: '月度奖杯：暂无（完成某月的每一天即可获得）',
    streak: '当前连胜',
    bestStreak: '最长连胜',
    timeLine: (p) => `总用时 ${p.time} · 看答案 ${p.revealed} 局`,
    timeOnly: (p) => `总用时 ${p.time}`,
    chartWait: (p) => `${p.where}：胜 ${p.won} 局。胜满 ${p.need} 局后显示用时走势图。`,
    rulesShow: '计数规则',
    rulesHide: '返回数据',
    topTen: '前 10 名用时',
    dailyFootnote:
      '每日连续只计在当天完成的每日挑战（用“答案”结束不算）；补玩过去的日子会补全日历和当月奖杯，但不计入每日连续。',
  },
  rules: {
    title: '玩法',
    daily: [
      '每日连续：连续多少天在当天完成了当天的每日挑战（以设备的日期为准）。在日历中补玩过去的日子会补全那一天并计入当月，但不计入每日连续。最长连续：你达到过的最长每日连续天数。',
      '月度奖杯：完成某月的每一道每日挑战（当天完成或补玩均可）即可获得。',
      '连胜（结果卡片和统计中）是另一项：同一尺寸和难度下不使用提示连续获胜的局数。',
      '设备日期被调到当天之前或实际日期之后时完成的每日挑战，不计入每日连续。',
    ],
  },
  // lesson（第 24 号）：新手引导的通用文字。
  lesson: {
    title: (p) => `新手引导 · ${p.game}`,
    step: (p) => `第 ${p.step} 步，共 ${p.steps} 步`,
    skip: '跳过',
    next: '开始玩',
    again: '新手引导',
  },
  ...gameSlices(GAME_WORDS_ZH, 'screen'),
  share: {
    checking: '正在检查分享的谜题…',
    pastedOk: (p) => `这是一份分享的${p.noun}：打开即可开始。`,
    openTitle: '打开谜题',
    openHint: '粘贴 Gridwise 的谜题链接或分享码。',
    openHintMore: (p) => p.hint,
    openPlaceholder: '链接或分享码',
    openConfirm: '打开谜题',
    cancel: '取消',
    emptyField: '请在这里粘贴链接或分享码。',
    cannotOpen: (p) => `无法打开这道谜题：${p.why}`,
    replaceAsk: (p) => `开始这份分享的${p.noun}？它会取代你未完成的那一局。`,
    playIt: '开始',
    keepMine: '保留我的',
    shareTitle: (p) => `分享这局${p.noun}`,
    shareBody: '任何人打开这个链接，都会玩到同一道谜题。',
    copy: '复制链接',
    copied: '已复制：粘贴到消息里发给朋友吧。',
    copyFailed: '浏览器不允许复制：链接已选中，请手动复制。',
    shareSystem: '分享…',
    done: '完成',
  },
  notices: {
    savingAgain: '已恢复保存。',
    updatedElsewhereTab: 'Gridwise 已在另一个标签页中更新。请刷新本页以继续保存。',
    dataCleared:
      'Gridwise 的数据在运行中被清除了。进行中的游戏和设置已重新保存；之前的记录已丢失。',
    storageClosed: (p) => `浏览器关闭了 Gridwise 的存储（${p.why}）。请刷新以继续保存。`,
    reload: '刷新',
    retry: '重试',
    schoolFailed: (p: { why: string }) => `技巧课程没能打开（${p.why}）。`,
    scanFailed: (p: { why: string }) => `拍照识别没能打开（${p.why}）。`,
    mirrorUnchecked: (p) => `无法检查 Gridwise 的数据备份副本：${p.why}`,
    storageNewer:
      '你保存的游戏来自更新版本的 Gridwise。请刷新以更新；在此之前可以继续玩，但不会保存任何内容（你的数据不受影响）。',
    storageTimeout:
      'Gridwise 的存储没有打开（可能被另一个 Gridwise 标签页占用）。你可以不保存继续玩，或者关闭其他标签页后重试。',
    storageUnavailable:
      '这个浏览器不允许 Gridwise 保存（是否处于无痕模式？）。你可以继续玩，但关闭页面后进度会丢失。',
    recordSetAside: (p) => `一条保存的${p.what}无法读取（${p.why}），已另行存放。`,
    stores: {
      games: '进行中的游戏',
      clocks: '游戏计时',
      bestTimes: '最佳成绩',
      statistics: '统计表',
      settings: '设置记录',
    },
    poolDropped: (p) =>
      p.count === 1
        ? `一道预先生成的谜题无法读取（${p.why}），已另行存放，稍后会重新生成。`
        : `${p.n} 道预先生成的谜题无法读取（第一道：${p.why}），已丢弃，稍后会重新生成。`,
    mirrorUnreadable: (p) => `无法读取 Gridwise 的数据备份副本：${p.why}`,
    mirrorRestored: (p) =>
      `浏览器丢失了 Gridwise 保存的数据，已从 Gridwise 的备份副本（保存于 ${p.when}）恢复：${p.what}。`,
    // second copy (the mirror's integrity check)
    mirrorDamaged: 'Gridwise 的数据备份副本已损坏，已另行存放，没有从中恢复任何数据。',
    mirrorDamagedKept:
      'Gridwise 的数据备份副本已损坏，没有从中恢复任何数据。它无法另行存放，因此保持原样，也不会生成新的副本。',
    mirrorDamagedRenewed:
      'Gridwise 的数据备份副本已损坏，已另行存放，并根据本机保存的数据重新生成了一份。',
    settingsUnread: (p) => `无法读取你的设置（${p.why}），暂时使用默认设置。`,
    gameSetAside: (p) => `无法读取你未完成的游戏（${p.why}），已将其另行保存。`,
    gameUnread: (p) => `无法读取一局已保存的游戏（${p.why}）。`,
    poolFailed: (p) => `无法提前生成谜题：${p.why}`,
    dailyFailed: (p) => `无法生成今日谜题：${p.why}`,
    dailyMaking: '正在生成今日谜题…',
    otherTab: '已同步你在另一个标签页中的步骤。',
    storageFull: (p) =>
      `设备存储空间已满：${p.what}未能保存。Gridwise 会继续运行，一有空间就保存。`,
    saveFailed: (p) => `保存${p.what}失败（${p.why}）。Gridwise 会继续运行，稍后重试。`,
    notYetDownloaded: (p) =>
      `Gridwise 尚未完整下载到此设备，${p.what}暂时无法保存。请继续游戏：恢复联网后即会保存。`,
    waiting: {
      moves: '你最近的步骤',
      clock: '你的游戏时间',
      records: '你的最佳成绩和统计',
      settings: '你的设置',
      pool: '提前生成的谜题',
      mirror: '你的数据备份副本',
    },
    keptNot: '未保存在此设备上：请导出备份来保留你的游戏。',
    keptSafe: '已保存在此设备上，空间不足时也会保留。',
    keptMaybe: '已保存在此设备上；空间不足时浏览器可能会清除。',
    newVersion: 'Gridwise 有新版本了。',
    update: '更新',
    updatedElsewhere: 'Gridwise 已在另一个标签页中更新。请刷新以使用新版本。',
    gameLoadFailed: (p) => `游戏无法加载：${p.why}`,
    stillStarting: 'Gridwise 仍在启动',
    cannotStart: (p) => `Gridwise 无法启动：${p.why}`,
    canvasLabel: 'Gridwise 游戏盘面',
  },
  backupParts: {
    games: (p) => `${p.n} 局进行中的游戏`,
    bestTimes: (p) => `${p.n} 条最佳成绩`,
    tables: (p) => `${p.n} 张统计表`,
    settings: '你的设置',
    progress: '每日挑战与闯关进度',
    // technique school
    skills: '技巧练习进度',
    noSettings: '没有设置',
    listJoin: '、',
  },
  backupProblems: {
    tooBig: (p) => `这个文件有 ${p.megabytes} MB；Gridwise 的备份要小得多，所以它不是备份。`,
    notJson: (p) => `这个文件不是 Gridwise 的备份：它不是 JSON 格式（${p.detail}）。`,
    noObject: '这个文件不是 Gridwise 的备份：里面没有对象。',
    notGridwise: '这个文件不是 Gridwise 的备份（文件中没有注明“gridwise”）。',
    noVersion: '这个备份没有版本号，可能已损坏。',
    newer: (p) =>
      `这个备份来自更新版本的 Gridwise（备份版本 ${p.version}）；请更新 Gridwise 后再读取。`,
    tooDeep: (p) =>
      `这个文件不是 Gridwise 的备份：它在 ${p.path} 处嵌套过深（超过 ${p.limit} 层）。`,
  },
  backup: {
    saved: (p) => `备份已保存为 ${p.file}：${p.what}。`,
    makeFailed: (p) => `无法创建备份：${p.why}`,
    importFailed: (p) => `无法导入备份：${p.why}`,
    notImported: (p) => `“${p.file}”未导入：${p.why}`,
    gamesJoin: '和',
    kept: (p) => `你未完成的${p.games}已保留，备份中的那一局没有导入。`,
    imported: (p) => `备份已导入：${p.parts}。${p.kept}`,
    nothingNew: '备份已导入：其中没有这里还没有的内容。',
    skipped: (p) => `跳过了 ${p.n} 条损坏的记录（第一条：${p.first}）。`,
  },
  // import: what an import did with the backup's best times
  importTimes: {
    ownKept: (p) => `你自己的 ${p.n} 条最佳成绩全部保留。`,
    tooFast: (p) =>
      `${p.n} 条成绩快得不可能，已拒绝（最快的一条：${p.where} ${p.quickest}，而这一级没有人能在 ${p.floor} 内完成）。`,
    tooSlow: (p) => `${p.n} 条成绩已拒绝：用时超过 ${p.hours} 小时。`,
    unknownBucket: (p) => `${p.n} 条成绩已拒绝：Gridwise 没有这个尺寸或难度。`,
    leftOut: (p) => `${p.n} 条较慢的成绩未导入：每个尺寸和难度只保留最快的十条。`,
    alreadyHere: (p) => `${p.n} 条成绩已经存在。`,
  },
  importRefused: {
    table: (p) =>
      `${p.where} 的统计已拒绝：其中 ${p.field}（${p.value}）与 ${p.other}（${p.otherValue}）对不上，这不是真实的记录；你的统计保持不变。`,
    journeyNewer: (p) =>
      `${p.game}的闯关进度已拒绝：它来自更新版本的 Gridwise（第 ${p.era} 代地图，这个版本只认识到第 ${p.newest} 代）；请更新 Gridwise 后再导入。`,
    journeyNone: (p) => `${p.game}的闯关进度已拒绝：这个版本的 ${p.game} 没有闯关。`,
    dailyBefore: (p) =>
      `${p.game}的 ${p.n} 个每日挑战日期已拒绝：早于每日挑战的第一天 ${p.first}（第一个：${p.date}）。`,
    dailyFuture: (p) =>
      `${p.game}的 ${p.n} 个每日挑战日期已拒绝：晚于今天 ${p.today}（第一个：${p.date}）。`,
    dailyTooFast: (p) =>
      `${p.game}的 ${p.n} 个每日挑战日期已拒绝：用时快得不可能（第一个：${p.date}，这一天没有人能在 ${p.floor} 内完成）。`,
    gamesAhead: (p) => `你的 ${p.n} 局进行中的对局比备份中的更新，已保留。`,
  },
  // safe storage: Safari's seven-day rule, the offer, the reminder, and
  // where the data is safe
  safeStorage: {
    offer:
      'Safari 会删除 7 天没有访问的网站所保存的对局和纪录。想保住它们，请把 Gridwise 添加到主屏幕，或保存一份备份。',
    reminder: (p) =>
      `你已经 ${p.days} 天没来了。7 天不访问，Safari 就会删除 Gridwise 的对局和纪录，除非已添加到主屏幕或保存了备份。`,
    homeScreen: '添加到主屏幕',
    saveBackup: '保存备份',
    notNow: '以后再说',
    shareTitle: 'Gridwise 备份',
    backupReady: '备份已准备好：点“保存”，存到“文件”或 iCloud。',
    saveNow: '保存',
    whereSafe:
      '数据存在哪里才安全：添加到主屏幕（或安装为应用）后，对局和纪录会一直保留。在 Safari 标签页里玩，7 天不访问就会被 Safari 删除，除非已添加到主屏幕。其他浏览器会一直保留，除非存储空间不足或清除了网站数据。Gridwise 还会在浏览器里另存一份副本；“设置”→“导出备份”生成的文件可以存放在任何地方。',
  },
  install: {
    title: '把 Gridwise 添加到主屏幕',
    share: '点 Safari 工具栏里的“分享”。',
    add: '选择“添加到主屏幕”。',
    confirm: '点“添加”。之后 Gridwise 会全屏打开，离线也能玩。',
    close: '知道了',
    tooMany: (p) => `这个链接一次要打开 ${p.count} 个游戏。`,
    unknownGame: (p) =>
      `这个链接要打开“${p.asked}”，但 Gridwise 没有这个游戏（只有 ${p.games} 和 daily）。`,
  },
  // Drawing the games: said when neither WebGL nor the canvas renderer can draw.
  drawing: {
    cannotDraw:
      '此浏览器无法显示 Gridwise 的游戏画面。请在浏览器设置中开启硬件加速，或换用其他浏览器打开 Gridwise。',
  },
  shareProblems: zhShareProblems,
  codeProblems: { ...zhSharedCodeProblems, ...mergedSlices(GAME_WORDS_ZH, 'problems') },
  // results: the results card after a win and its Share result button
  results: {
    time: '用时',
    score: '得分',
    newBestScore: '新的最高分！',
    bestScore: (p: { score: string }) => `最高分 ${p.score}`,
    best: '最佳',
    average: '平均',
    streak: '连胜',
    mistakes: '错误',
    hints: '提示',
    won: '胜局',
    helped: '本局使用提示：计入胜局，但不计入最佳和平均用时，连胜重新开始。',
    none: '–',
    revealed: '已查看答案：不计入成绩排名。',
    share: '分享成绩',
    copied: '成绩已复制，可粘贴分享。',
    shared: '成绩已分享。',
    shareFailed: '无法分享或复制成绩。',
    shareHead: (p) => `Gridwise ${p.game}成绩 · ${p.what}`,
    shareDaily: (p) => `每日挑战 · ${p.day}`,
    shareTime: (p) => `用时 ${p.time}`,
    shareHints: (p) => (p.count === 0 ? '未用提示' : `用了 ${p.count} 次提示`),
    shareLine: (p) => `${p.time} · ${p.hints}`,
    shareTry: (p) => `来挑战吧：${p.url}`,
    // streak: the card after a daily win — its daily streak, and the month's trophy
    dailyStreak: (p) => `每日连续 ${p.count} 天`,
    dailyLate: '补玩：补全日历，不计入每日连续',
    dailyStreakLabel: '每日连续',
    trophy: (p) => `获得${p.month}奖杯！`,
    dailyDone: (p) => `每日挑战 · ${p.day}：已完成`,
  },
  // calendar: a game's month of dailies, its streak and trophy; a past day to play
  calendar: {
    title: (p) => `${p.game} · 每日挑战日历`,
    previous: '‹',
    next: '›',
    streak: (p) => `每日连续 ${p.count} 天 · 最长 ${p.best} 天`,
    trophy: '本月奖杯：每天都已完成',
    monthWon: (p) => `本月已完成 ${p.won}/${p.days} 天`,
    making: (p) => `正在生成${p.date}的每日挑战…`,
    hint: '点按日期即可挑战当天的谜题。补玩的日子（浅色）补全当月，不计入连续。',
    previousMonth: '上个月',
    nextMonth: '下个月',
    dayWon: (p) => `${p.date}：已完成，用时 ${p.time}`,
    dayWonLate: (p) => `${p.date}：补玩完成，用时 ${p.time}（不计入连续）`,
    dayPlayed: (p) => `${p.date}：已玩，未完成`,
    dayOpen: (p) => `${p.date}：点按挑战当天谜题`,
  },
  records: {
    title: '记录',
    empty: '这个难度还没有胜局。',
    legend: '标有“使用提示”（用过提示、自动笔记或查看答案）的成绩排在所有未使用提示成绩之后。',
    assisted: '使用提示',
    rank: (p) => `${p.rank}.`,
    unreadable: (p) => `无法读取这些记录（${p.why}）。`,
  },
  gameText: gameSlices(GAME_WORDS_ZH, 'text'),
};
