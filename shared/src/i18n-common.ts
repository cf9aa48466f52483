/** Strings used by shared pieces (UI kit, RemoteRoot) and more than one module. */
export const commonEn = {
  loading: 'Loading…',
  retry: 'Retry',
  reloadPage: 'Reload the page',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Saved',
  dismiss: 'Dismiss',
  error: {
    generic: 'Something went wrong. Please try again.',
    loadUser: 'Error. Please refresh page and try again.',
    remoteDown: 'This part of the site could not be loaded.',
    chunk: 'Part of the page failed to load. Check your connection and retry.',
    newerPage: 'This part of the site was updated for a newer version of this page. Reload the page to get it.',
  },
  field: {
    counter: '{{count}} of {{max}} characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  /** UI kit (shared/src/ui) */
  ui: {
    backToList: 'Back to list',
    dialog: 'Dialog',
    timeField: {
      pastEnd: 'The video is {{max}} long: pick a time within it.',
      notATime: 'Type the time as m:ss, like 12:30, or from an hour as h:mm:ss, like 1:02:03.',
    },
    messageType: {
      info: 'Information',
      success: 'Success',
      warning: 'Warning',
      error: 'Error',
    },
    /** HiddenNotice */
    hidden: { heading: 'Hidden by an administrator', reason: 'Reason: {{reason}}' },
    /** ReportDialog: each kind of item its heading, intro and the sign-in prompt before a report */
    report: {
      label: 'What is wrong?',
      blank: 'Please describe the problem.',
      captcha: 'Please tick "I am not a robot".',
      send: 'Send report',
      failed: 'The report could not be sent. Please try again.',
      thanks: 'Thank you. We will look at it.',
      experience: {
        heading: 'Report this video',
        intro: 'Tell us what is wrong with this video. An administrator will look at it.',
        loginReason: 'Sign in to report a video.',
      },
      post: {
        heading: 'Report this post',
        intro: 'Tell us what is wrong with this post or its photos. An administrator will look at it.',
        loginReason: 'Sign in to report a post.',
      },
    },
    /** Recaptcha */
    captcha: {
      label: 'Robot check',
      failed: 'The robot check could not be loaded. Please try again later.',
    },
    /** PlaceMap */
    map: {
      label: 'Map',
      list: 'Places on the map',
      loading: 'Loading the map…',
      openInGoogle: 'Open {{name}} in Google Maps',
      show: 'Show {{name}}',
      noCoordinates: 'No location',
      north: 'N',
      south: 'S',
      east: 'E',
      west: 'W',
    },
  },
};

export const commonZh: typeof commonEn = {
  loading: '載入中…',
  retry: '重試',
  reloadPage: '重新載入頁面',
  close: '關閉',
  cancel: '取消',
  save: '儲存',
  saved: '已儲存',
  dismiss: '關閉訊息',
  error: {
    generic: '發生錯誤，請再試一次。',
    loadUser: '發生錯誤，請重新整理頁面後再試一次。',
    remoteDown: '網站的這個部分無法載入。',
    chunk: '部分頁面載入失敗。請檢查網路連線後重試。',
    newerPage: '網站的這個部分已更新，需要較新版本的頁面。請重新載入頁面。',
  },
  field: {
    counter: '{{count}} / {{max}} 個字元',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
  },
  ui: {
    backToList: '返回列表',
    dialog: '對話框',
    timeField: {
      pastEnd: '影片長度為 {{max}}，請選擇影片內的時間。',
      notATime: '請以「分：秒」輸入時間，例如 12:30；一小時以上請用「時：分：秒」，例如 1:02:03。',
    },
    messageType: {
      info: '資訊',
      success: '成功',
      warning: '警告',
      error: '錯誤',
    },
    hidden: { heading: '已被管理員隱藏', reason: '原因：{{reason}}' },
    report: {
      label: '有什麼問題？',
      blank: '請描述問題。',
      captcha: '請勾選「我不是機器人」。',
      send: '送出檢舉',
      failed: '無法送出檢舉，請再試一次。',
      thanks: '謝謝您，我們會盡快查看。',
      experience: {
        heading: '檢舉這部影片',
        intro: '請告訴我們這部影片有什麼問題，管理員會進行檢查。',
        loginReason: '登入後即可檢舉影片。',
      },
      post: {
        heading: '檢舉這篇貼文',
        intro: '請告訴我們這篇貼文或其中的相片有什麼問題，管理員會進行檢查。',
        loginReason: '登入後即可檢舉貼文。',
      },
    },
    captcha: {
      label: '機器人驗證',
      failed: '無法載入機器人驗證，請稍後再試。',
    },
    map: {
      label: '地圖',
      list: '地圖上的地點',
      loading: '正在載入地圖…',
      openInGoogle: '在 Google 地圖開啟「{{name}}」',
      show: '顯示「{{name}}」',
      noCoordinates: '沒有位置資訊',
      north: '北緯',
      south: '南緯',
      east: '東經',
      west: '西經',
    },
  },
};
