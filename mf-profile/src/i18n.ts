import { addTranslations } from 'shared';

export const NS = 'profile';

addTranslations(NS, {
  en: {
    screen: {
      favorites: 'Favorites',
      history: 'History',
      editProfile: 'Edit profile',
      changePassword: 'Change password',
      posts: "A traveller's posts",
      post: 'Post',
      drawer: 'Profile menu',
    },
    edit: {
      title: 'Edit profile',
      loading: 'Loading your profile…',
      displayName: 'Display name',
      language: 'Interface language',
      email: 'E-mail',
      emailLater: 'Changing your e-mail address is coming in a later update.',
      save: 'Save changes',
      saving: 'Saving…',
      saved: 'Your profile has been saved.',
      error: {
        required: 'Enter a display name.',
        tooLong: 'Use at most {{max}} characters.',
        load: 'Your profile could not be loaded.',
        save: 'Your profile could not be saved. Please try again.',
      },
    },
  },
  'zh-Hant-TW': {
    screen: {
      favorites: '我的最愛',
      history: '觀看紀錄',
      editProfile: '編輯個人資料',
      changePassword: '變更密碼',
      posts: '旅人的貼文',
      post: '貼文',
      drawer: '個人選單',
    },
    edit: {
      title: '編輯個人資料',
      loading: '正在載入個人資料…',
      displayName: '顯示名稱',
      language: '介面語言',
      email: '電子郵件',
      emailLater: '變更電子郵件地址的功能將在之後的更新推出。',
      save: '儲存變更',
      saving: '儲存中…',
      saved: '個人資料已儲存。',
      error: {
        required: '請輸入顯示名稱。',
        tooLong: '最多只能輸入 {{max}} 個字元。',
        load: '無法載入個人資料。',
        save: '無法儲存個人資料，請再試一次。',
      },
    },
  },
});
