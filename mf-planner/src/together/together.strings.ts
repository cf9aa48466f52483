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
