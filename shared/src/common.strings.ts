import { catalogue } from 'contract/format';

/** What shared's library code says (UI kit, remote fallbacks) and strings more than one module uses. */
export const commonStrings = catalogue({
  loading: { en: 'Loading…', 'zh-Hant-TW': '載入中…' },
  retry: { en: 'Retry', 'zh-Hant-TW': '重試' },
  reloadPage: { en: 'Reload the page', 'zh-Hant-TW': '重新載入頁面' },
  close: { en: 'Close', 'zh-Hant-TW': '關閉' },
  cancel: { en: 'Cancel', 'zh-Hant-TW': '取消' },
  save: { en: 'Save', 'zh-Hant-TW': '儲存' },
  saved: { en: 'Saved', 'zh-Hant-TW': '已儲存' },
  dismiss: { en: 'Dismiss', 'zh-Hant-TW': '關閉訊息' },
  'error.generic': { en: 'Something went wrong. Please try again.', 'zh-Hant-TW': '發生錯誤，請再試一次。' },
  'error.loadUser': {
    en: 'Error. Please refresh page and try again.',
    'zh-Hant-TW': '發生錯誤，請重新整理頁面後再試一次。',
  },
  'error.remoteDown': { en: 'This part of the site could not be loaded.', 'zh-Hant-TW': '網站的這個部分無法載入。' },
  'error.chunk': {
    en: 'Part of the page failed to load. Check your connection and retry.',
    'zh-Hant-TW': '部分頁面載入失敗。請檢查網路連線後重試。',
  },
  'error.newerPage': {
    en: 'This part of the site was updated for a newer version of this page. Reload the page to get it.',
    'zh-Hant-TW': '網站的這個部分已更新，需要較新版本的頁面。請重新載入頁面。',
  },
  'field.counter': { en: '{{count}} of {{max}} characters', 'zh-Hant-TW': '{{count}} / {{max}} 個字元' },
  'field.showPassword': { en: 'Show password', 'zh-Hant-TW': '顯示密碼' },
  'field.hidePassword': { en: 'Hide password', 'zh-Hant-TW': '隱藏密碼' },
  /** UI kit (shared/src/ui) */
  'ui.backToList': { en: 'Back to list', 'zh-Hant-TW': '返回列表' },
  'ui.dialog': { en: 'Dialog', 'zh-Hant-TW': '對話框' },
  'ui.timeField.pastEnd': {
    en: 'The video is {{max}} long: pick a time within it.',
    'zh-Hant-TW': '影片長度為 {{max}}，請選擇影片內的時間。',
  },
  'ui.timeField.notATime': {
    en: 'Type the time as m:ss, like 12:30, or from an hour as h:mm:ss, like 1:02:03.',
    'zh-Hant-TW': '請以「分：秒」輸入時間，例如 12:30；一小時以上請用「時：分：秒」，例如 1:02:03。',
  },
  'ui.messageType.info': { en: 'Information', 'zh-Hant-TW': '資訊' },
  'ui.messageType.success': { en: 'Success', 'zh-Hant-TW': '成功' },
  'ui.messageType.warning': { en: 'Warning', 'zh-Hant-TW': '警告' },
  'ui.messageType.error': { en: 'Error', 'zh-Hant-TW': '錯誤' },
  /** OfflineNotice and WaitingToSync (the persisted cache and the kept writes) */
  'ui.offline.notice': {
    en: 'Offline — showing what was saved at {{time}}',
    'zh-Hant-TW': '離線中——顯示 {{time}} 儲存的內容',
  },
  'ui.offline.waiting': { en: 'Waiting to sync', 'zh-Hant-TW': '等待同步' },
  /** HiddenNotice */
  'ui.hidden.heading': { en: 'Hidden by an administrator', 'zh-Hant-TW': '已被管理員隱藏' },
  'ui.hidden.reason': { en: 'Reason: {{reason}}', 'zh-Hant-TW': '原因：{{reason}}' },
  /** ReportDialog: each kind of item its heading, intro and the sign-in prompt before a report */
  'ui.report.label': { en: 'What is wrong?', 'zh-Hant-TW': '有什麼問題？' },
  'ui.report.blank': { en: 'Please describe the problem.', 'zh-Hant-TW': '請描述問題。' },
  'ui.report.captcha': { en: 'Please tick "I am not a robot".', 'zh-Hant-TW': '請勾選「我不是機器人」。' },
  'ui.report.send': { en: 'Send report', 'zh-Hant-TW': '送出檢舉' },
  'ui.report.failed': {
    en: 'The report could not be sent. Please try again.',
    'zh-Hant-TW': '無法送出檢舉，請再試一次。',
  },
  'ui.report.thanks': { en: 'Thank you. We will look at it.', 'zh-Hant-TW': '謝謝您，我們會盡快查看。' },
  'ui.report.experience.heading': { en: 'Report this video', 'zh-Hant-TW': '檢舉這部影片' },
  'ui.report.experience.intro': {
    en: 'Tell us what is wrong with this video. An administrator will look at it.',
    'zh-Hant-TW': '請告訴我們這部影片有什麼問題，管理員會進行檢查。',
  },
  'ui.report.experience.loginReason': { en: 'Sign in to report a video.', 'zh-Hant-TW': '登入後即可檢舉影片。' },
  'ui.report.post.heading': { en: 'Report this post', 'zh-Hant-TW': '檢舉這篇貼文' },
  'ui.report.post.intro': {
    en: 'Tell us what is wrong with this post or its photos. An administrator will look at it.',
    'zh-Hant-TW': '請告訴我們這篇貼文或其中的相片有什麼問題，管理員會進行檢查。',
  },
  'ui.report.post.loginReason': { en: 'Sign in to report a post.', 'zh-Hant-TW': '登入後即可檢舉貼文。' },
  /** Recaptcha */
  'ui.captcha.label': { en: 'Robot check', 'zh-Hant-TW': '機器人驗證' },
  'ui.captcha.failed': {
    en: 'The robot check could not be loaded. Please try again later.',
    'zh-Hant-TW': '無法載入機器人驗證，請稍後再試。',
  },
  /** PlaceMap */
  'ui.map.label': { en: 'Map', 'zh-Hant-TW': '地圖' },
  'ui.map.list': { en: 'Places on the map', 'zh-Hant-TW': '地圖上的地點' },
  'ui.map.loading': { en: 'Loading the map…', 'zh-Hant-TW': '正在載入地圖…' },
  'ui.map.openInGoogle': { en: 'Open {{name}} in Google Maps', 'zh-Hant-TW': '在 Google 地圖開啟「{{name}}」' },
  'ui.map.show': { en: 'Show {{name}}', 'zh-Hant-TW': '顯示「{{name}}」' },
  'ui.map.coordinates': { en: '{{lat}} {{ns}}, {{lng}} {{ew}}', 'zh-Hant-TW': '{{ns}} {{lat}}，{{ew}} {{lng}}' },
  'ui.map.noCoordinates': { en: 'No location', 'zh-Hant-TW': '沒有位置資訊' },
  'ui.map.north': { en: 'N', 'zh-Hant-TW': '北緯' },
  'ui.map.south': { en: 'S', 'zh-Hant-TW': '南緯' },
  'ui.map.east': { en: 'E', 'zh-Hant-TW': '東經' },
  'ui.map.west': { en: 'W', 'zh-Hant-TW': '西經' },
  'ui.map.osmCredit': { en: '© OpenStreetMap contributors', 'zh-Hant-TW': '© OpenStreetMap 貢獻者' },
  'ui.map.zoomIn': { en: 'Zoom in', 'zh-Hant-TW': '放大' },
  'ui.map.zoomOut': { en: 'Zoom out', 'zh-Hant-TW': '縮小' },
});
