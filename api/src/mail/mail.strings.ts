import { catalogue } from 'contract/format';

/** What the API's mails say, in both interface languages (templates.ts lays them out). */
export const mailStrings = catalogue({
  siteName: { en: 'Travel Inspiration', 'zh-Hant-TW': '旅遊靈感' },
  greeting: { en: 'Hello,', 'zh-Hant-TW': '您好：' },
  greetingNamed: { en: 'Hello {{name}},', 'zh-Hant-TW': '{{name}} 您好：' },
  // what a moderated item is called, and how a mail names one ({{title}}: its title, or the start of a post)
  'kind.experience': { en: 'video', 'zh-Hant-TW': '影片體驗' },
  'kind.post': { en: 'post', 'zh-Hant-TW': '貼文' },
  'item.yours': { en: 'Your {{kind}}', 'zh-Hant-TW': '您的{{kind}}' },
  'item.a': { en: 'A {{kind}}', 'zh-Hant-TW': '{{kind}}' },
  'item.titled': { en: '{{item}} “{{title}}”', 'zh-Hant-TW': '{{item}}「{{title}}」' },

  'verification.subject': { en: 'Confirm your e-mail address', 'zh-Hant-TW': '請確認您的電子郵件地址' },
  'verification.line': {
    en: 'Please confirm this e-mail address for your Travel Inspiration account.',
    'zh-Hant-TW': '請確認此電子郵件地址，以完成旅遊靈感帳號設定。',
  },
  'verification.button': { en: 'Confirm my e-mail address', 'zh-Hant-TW': '確認電子郵件地址' },
  'verification.after': {
    en: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
    'zh-Hant-TW': '此連結僅能使用一次，24 小時後失效。若您沒有提出此要求，請忽略這封郵件。',
  },

  'planInvite.subject': {
    en: '{{name}} invites you to plan “{{plan}}” together',
    'zh-Hant-TW': '{{name}} 邀請您一起規劃「{{plan}}」',
  },
  'planInvite.line': {
    en: '{{name}} invites you to plan the trip “{{plan}}” together on Travel Inspiration, as {{role}}.',
    'zh-Hant-TW': '{{name}} 邀請您以{{role}}的身分，在旅遊靈感上一起規劃「{{plan}}」這趟旅程。',
  },
  'planInvite.role.editor': { en: 'an editor', 'zh-Hant-TW': '編輯者' },
  'planInvite.role.viewer': { en: 'a viewer', 'zh-Hant-TW': '檢視者' },
  'planInvite.button': { en: 'Join the plan', 'zh-Hant-TW': '加入計畫' },
  'planInvite.after': {
    en: 'Sign in or create an account to join. The link works once and expires in {{days}} days.',
    'zh-Hant-TW': '請登入或註冊帳號後加入。此連結僅能使用一次，{{days}} 天後失效。',
  },

  'reset.subject': { en: 'Reset your password', 'zh-Hant-TW': '重設您的密碼' },
  'reset.line': {
    en: 'Someone asked to reset the password of your Travel Inspiration account.',
    'zh-Hant-TW': '有人要求重設您旅遊靈感帳號的密碼。',
  },
  'reset.button': { en: 'Choose a new password', 'zh-Hant-TW': '設定新密碼' },
  'reset.after': {
    en: 'The link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.',
    'zh-Hant-TW': '此連結僅能使用一次，1 小時後失效。若不是您本人提出，請忽略這封郵件，您的密碼不會變更。',
  },

  'emailChange.subject': { en: 'Your e-mail address is being changed', 'zh-Hant-TW': '您的電子郵件地址即將變更' },
  'emailChange.line': {
    en: "A change of your account's e-mail address to {{email}} was requested. It takes effect once the new address is confirmed.",
    'zh-Hant-TW': '有人要求將您帳號的電子郵件地址變更為 {{email}}，新地址確認後即會生效。',
  },
  'emailChange.notYou': {
    en: 'If this was not you, change your password now.',
    'zh-Hant-TW': '若不是您本人提出，請立即變更密碼。',
  },

  'passwordChanged.subject': { en: 'Your password was changed', 'zh-Hant-TW': '您的密碼已變更' },
  'passwordChanged.line': {
    en: 'The password of your Travel Inspiration account was just changed, and every other signed-in device was signed out.',
    'zh-Hant-TW': '您旅遊靈感帳號的密碼剛剛已變更，其他已登入的裝置都已登出。',
  },
  'passwordChanged.notYou': {
    en: 'If this was not you, reset your password now with the link below: we will send a reset link to this address.',
    'zh-Hant-TW': '若不是您本人操作，請立即使用下方連結重設密碼，我們會將重設連結寄到這個地址。',
  },
  'passwordChanged.button': { en: 'Reset my password', 'zh-Hant-TW': '重設密碼' },

  'reportNotice.subject': { en: 'New report: a {{kind}} was reported', 'zh-Hant-TW': '新的檢舉：有{{kind}}被檢舉' },
  'reportNotice.reported': {
    en: '{{item}} was reported: “{{report}}”',
    'zh-Hant-TW': '{{item}}被檢舉：「{{report}}」',
  },
  'reportNotice.open': {
    en: { one: 'It has {{count}} open report.', other: 'It has {{count}} open reports.' },
    'zh-Hant-TW': { other: '目前共有 {{count}} 則待處理的檢舉。' },
  },
  'reportNotice.button': { en: 'Open the moderation queue', 'zh-Hant-TW': '前往檢舉審核' },
  'reportNotice.after': {
    en: 'You get at most one mail an hour about the same item.',
    'zh-Hant-TW': '同一個項目每小時最多通知您一次。',
  },

  'moderated.hiddenSubject': { en: 'Your {{kind}} was hidden', 'zh-Hant-TW': '您的{{kind}}已被隱藏' },
  'moderated.shownSubject': { en: 'Your {{kind}} is visible again', 'zh-Hant-TW': '您的{{kind}}已恢復顯示' },
  'moderated.hidden': {
    en: "{{item}} was hidden by the site's moderator: only you and the moderator can see it now.",
    'zh-Hant-TW': '{{item}}已被本站管理員隱藏，現在只有您與管理員看得到。',
  },
  'moderated.hiddenWhere': {
    en: 'You can still open it from your own page, where the reason is shown.',
    'zh-Hant-TW': '您仍可以從自己的頁面開啟它，並看到隱藏的原因。',
  },
  'moderated.shown': {
    en: '{{item}} is visible to everyone again.',
    'zh-Hant-TW': '{{item}}已恢復顯示，所有人都能再次看到。',
  },
  'moderated.reason': { en: 'Reason: {{reason}}', 'zh-Hant-TW': '原因：{{reason}}' },
  'moderated.button': { en: 'Open it', 'zh-Hant-TW': '查看內容' },
});
