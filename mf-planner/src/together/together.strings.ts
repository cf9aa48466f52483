import { catalogue } from 'contract/format';

/** What the planner says about planning together: members, invitations, who is here, what changed, conflicts. */
export const togetherStrings = catalogue({
  'together.failed': {
    en: 'Could not load or change the companions. Please try again.',
    'zh-Hant-TW': '無法載入或變更旅伴，請再試一次。',
  },
  'invitation.title': { en: 'Plan a trip together', 'zh-Hant-TW': '一起規劃旅行' },
  'invitation.loading': { en: 'Opening the invitation…', 'zh-Hant-TW': '正在開啟邀請…' },
  'invitation.failed': {
    en: 'This invitation could not be opened. Please try again.',
    'zh-Hant-TW': '無法開啟這個邀請，請再試一次。',
  },
  'invitation.offer.editor': {
    en: '{{name}} invites you to plan “{{plan}}” together: you can change it.',
    'zh-Hant-TW': '{{name}} 邀請你一起規劃「{{plan}}」：你可以修改這份計畫。',
  },
  'invitation.offer.viewer': {
    en: '{{name}} invites you to see the plan “{{plan}}”.',
    'zh-Hant-TW': '{{name}} 邀請你查看「{{plan}}」這份計畫。',
  },
  'invitation.offerAnonymous.editor': {
    en: 'You are invited to plan “{{plan}}” together: you can change it.',
    'zh-Hant-TW': '你受邀一起規劃「{{plan}}」：你可以修改這份計畫。',
  },
  'invitation.offerAnonymous.viewer': {
    en: 'You are invited to see the plan “{{plan}}”.',
    'zh-Hant-TW': '你受邀查看「{{plan}}」這份計畫。',
  },
  'invitation.join': { en: 'Join the plan', 'zh-Hant-TW': '加入計畫' },
  'invitation.signInFirst': {
    en: 'Sign in or sign up to join. A plan you keep on this device moves to your account as well.',
    'zh-Hant-TW': '請先登入或註冊再加入。保存在這台裝置上的計畫也會一併移到你的帳號。',
  },
  'invitation.signIn': { en: 'Sign in or sign up', 'zh-Hant-TW': '登入或註冊' },
  'members.title': { en: 'Travel companions', 'zh-Hant-TW': '旅伴' },
  'members.you': { en: '{{name}} (you)', 'zh-Hant-TW': '{{name}}（你）' },
  'members.role': { en: 'Role of {{name}}', 'zh-Hant-TW': '{{name}} 的角色' },
  'members.remove': { en: 'Remove {{name}}', 'zh-Hant-TW': '移除 {{name}}' },
  'members.leave': { en: 'Leave this plan', 'zh-Hant-TW': '退出這份計畫' },
  'members.alone': {
    en: 'Only you can see this plan. Invite companions to plan the trip together.',
    'zh-Hant-TW': '目前只有你看得到這份計畫。邀請旅伴一起規劃這趟旅行吧。',
  },
  'role.owner': { en: 'Owner', 'zh-Hant-TW': '擁有者' },
  'role.editor': { en: 'Can edit', 'zh-Hant-TW': '可編輯' },
  'role.viewer': { en: 'Can view', 'zh-Hant-TW': '可查看' },
  'invite.title': { en: 'Invite by link', 'zh-Hant-TW': '用連結邀請' },
  'invite.role': { en: 'They will', 'zh-Hant-TW': '對方權限' },
  'invite.create': { en: 'Create an invitation link', 'zh-Hant-TW': '建立邀請連結' },
  'invite.link': { en: 'Invitation link', 'zh-Hant-TW': '邀請連結' },
  'invite.copy': { en: 'Copy link', 'zh-Hant-TW': '複製連結' },
  'invite.copied': { en: 'Link copied.', 'zh-Hant-TW': '已複製連結。' },
  'invite.expires': {
    en: 'Works once, until {{date}}.',
    'zh-Hant-TW': '只能使用一次，{{date}} 前有效。',
  },
  'invite.revoke': { en: 'Revoke', 'zh-Hant-TW': '撤銷' },
  'invite.revokeNamed': { en: 'Revoke the invitation made {{date}}', 'zh-Hant-TW': '撤銷 {{date}} 建立的邀請' },
  'invite.open': { en: 'Open invitations', 'zh-Hant-TW': '尚未使用的邀請' },
  'presence.label': { en: 'Here now', 'zh-Hant-TW': '正在查看' },
  'presence.someone': { en: '{{name}} is looking at this plan', 'zh-Hant-TW': '{{name}} 正在查看這份計畫' },
  'activity.title': { en: 'Recent changes', 'zh-Hant-TW': '最近的變更' },
  'activity.empty': { en: 'No changes yet.', 'zh-Hant-TW': '還沒有任何變更。' },
  'activity.failed': {
    en: 'Could not load the recent changes. Please try again.',
    'zh-Hant-TW': '無法載入最近的變更，請再試一次。',
  },
  'activity.someone': { en: 'Someone', 'zh-Hant-TW': '有人' },
  'activity.renamePlan': { en: '{{name}} renamed the plan “{{to}}”', 'zh-Hant-TW': '{{name}} 將計畫改名為「{{to}}」' },
  'activity.notes': { en: '{{name}} changed the notes', 'zh-Hant-TW': '{{name}} 修改了備註' },
  'activity.placeNotes': {
    en: '{{name}} changed the notes for {{place}}',
    'zh-Hant-TW': '{{name}} 修改了{{place}}的備註',
  },
  'activity.dates': {
    en: '{{name}} set the trip to start on {{date}}',
    'zh-Hant-TW': '{{name}} 將出發日期設為 {{date}}',
  },
  'activity.datesCleared': { en: '{{name}} took the dates off the plan', 'zh-Hant-TW': '{{name}} 移除了計畫的日期' },
  'activity.addStop': { en: '{{name}} added {{place}}', 'zh-Hant-TW': '{{name}} 新增了{{place}}' },
  'activity.addStopToDay': {
    en: '{{name}} added {{place}} to day {{day}}',
    'zh-Hant-TW': '{{name}} 將{{place}}加入第 {{day}} 天',
  },
  'activity.moveStop': {
    en: '{{name}} moved {{place}} to day {{day}}',
    'zh-Hant-TW': '{{name}} 將{{place}}移到第 {{day}} 天',
  },
  'activity.moveStopWithin': {
    en: '{{name}} moved {{place}} within day {{day}}',
    'zh-Hant-TW': '{{name}} 調整了{{place}}在第 {{day}} 天的順序',
  },
  'activity.unscheduleStop': {
    en: '{{name}} took {{place}} out of its day',
    'zh-Hant-TW': '{{name}} 將{{place}}從當天的安排中移出',
  },
  'activity.removeStop': { en: '{{name}} removed {{place}}', 'zh-Hant-TW': '{{name}} 移除了{{place}}' },
  'activity.stopTime': {
    en: '{{name}} set {{place}} to start at {{time}}',
    'zh-Hant-TW': '{{name}} 將{{place}}的開始時間設為 {{time}}',
  },
  'activity.stopTimeCleared': {
    en: '{{name}} cleared the time of {{place}}',
    'zh-Hant-TW': '{{name}} 取消了{{place}}的開始時間',
  },
  'activity.stopStay': {
    en: '{{name}} set the stay at {{place}} to {{minutes}} min',
    'zh-Hant-TW': '{{name}} 將{{place}}的停留時間設為 {{minutes}} 分鐘',
  },
  'activity.stopStayCleared': {
    en: '{{name}} set the stay at {{place}} back to the usual',
    'zh-Hant-TW': '{{name}} 將{{place}}的停留時間改回預設',
  },
  'activity.stopMode': {
    en: '{{name}} set the way to {{place}}: {{mode}}',
    'zh-Hant-TW': '{{name}} 將前往{{place}}的交通方式設為{{mode}}',
  },
  'activity.stopModeCleared': {
    en: '{{name}} set the way to {{place}} back to the day’s',
    'zh-Hant-TW': '{{name}} 將前往{{place}}的交通方式改回當天的設定',
  },
  'activity.addDay': { en: '{{name}} added day {{day}}', 'zh-Hant-TW': '{{name}} 新增了第 {{day}} 天' },
  'activity.addDayNamed': {
    en: '{{name}} added day {{day}}, “{{title}}”',
    'zh-Hant-TW': '{{name}} 新增了第 {{day}} 天「{{title}}」',
  },
  'activity.removeDay': { en: '{{name}} removed day {{day}}', 'zh-Hant-TW': '{{name}} 移除了第 {{day}} 天' },
  'activity.removeDayNamed': {
    en: '{{name}} removed day {{day}}, “{{title}}”',
    'zh-Hant-TW': '{{name}} 移除了第 {{day}} 天「{{title}}」',
  },
  'activity.renameDay': {
    en: '{{name}} renamed day {{day}} “{{to}}”',
    'zh-Hant-TW': '{{name}} 將第 {{day}} 天改名為「{{to}}」',
  },
  'activity.renameDayCleared': {
    en: '{{name}} took the name off day {{day}}',
    'zh-Hant-TW': '{{name}} 移除了第 {{day}} 天的名稱',
  },
  'activity.dayMode': {
    en: '{{name}} set getting around on day {{day}}: {{mode}}',
    'zh-Hant-TW': '{{name}} 將第 {{day}} 天的交通方式設為{{mode}}',
  },
  'activity.moveDay': {
    en: '{{name}} moved day {{from}} to day {{to}}',
    'zh-Hant-TW': '{{name}} 將第 {{from}} 天移到第 {{to}} 天',
  },
  'activity.joined.editor': {
    en: '{{member}} joined the plan and can edit it',
    'zh-Hant-TW': '{{member}} 加入了計畫，可以編輯',
  },
  'activity.joined.viewer': {
    en: '{{member}} joined the plan and can view it',
    'zh-Hant-TW': '{{member}} 加入了計畫，可以查看',
  },
  'activity.role.editor': {
    en: '{{name}} let {{member}} edit the plan',
    'zh-Hant-TW': '{{name}} 讓 {{member}} 可以編輯計畫',
  },
  'activity.role.viewer': {
    en: '{{name}} made {{member}} view only',
    'zh-Hant-TW': '{{name}} 將 {{member}} 改為只能查看',
  },
  'activity.memberRemoved': {
    en: '{{name}} removed {{member}} from the plan',
    'zh-Hant-TW': '{{name}} 將 {{member}} 移出了計畫',
  },
  'activity.memberLeft': { en: '{{member}} left the plan', 'zh-Hant-TW': '{{member}} 退出了計畫' },
  'conflict.title': { en: 'Changed by someone else', 'zh-Hant-TW': '已被其他人修改' },
  'conflict.intro': {
    en: '{{name}} changed “{{field}}” while you were editing it. Which one should stay?',
    'zh-Hant-TW': '你編輯「{{field}}」時，{{name}} 也修改了它。要保留哪一個？',
  },
  'conflict.introSomeone': {
    en: 'Someone else changed “{{field}}” while you were editing it. Which one should stay?',
    'zh-Hant-TW': '你編輯「{{field}}」時，有其他人也修改了它。要保留哪一個？',
  },
  'conflict.theirsSomeone': { en: 'Theirs', 'zh-Hant-TW': '對方的版本' },
  'conflict.mine': { en: 'Yours', 'zh-Hant-TW': '你的版本' },
  'conflict.theirs': { en: 'Theirs ({{name}})', 'zh-Hant-TW': '對方的版本（{{name}}）' },
  'conflict.keepMine': { en: 'Keep yours', 'zh-Hant-TW': '保留你的版本' },
  'conflict.keepTheirs': { en: 'Keep theirs', 'zh-Hant-TW': '保留對方的版本' },
  'conflict.empty': { en: '(empty)', 'zh-Hant-TW': '（空白）' },
});
