import { addTranslations } from 'shared';

export const NS = 'planner';

addTranslations(NS, {
  en: {
    screen: {
      inspiration: 'My inspiration',
      plans: 'My plans',
      planner: 'Planner',
      inspirationDrawer: 'Inspiration drawer',
      plannerDrawer: 'Planner drawer',
    },
    plans: {
      title: 'My plans',
      places_one: '{{count}} place',
      places_other: '{{count}} places',
      local: {
        title: 'Your plan on this device',
        titleSignedIn: 'Plan saved on this device',
        hint: 'This plan is kept in this browser only. Sign up to keep it in your account.',
      },
      empty: {
        title: 'No plan yet',
        body: 'Collect the places you want to go in your to-go list.',
        start: 'Start your to-go list',
      },
      account: {
        title: 'Account plans: not built yet',
        body: 'Plans saved to your account are coming in a later update. Your plan on this device is shown below if you have one.',
      },
      signIn: 'Sign in to see the plans in your account',
    },
  },
  'zh-Hant-TW': {
    screen: {
      inspiration: '我的靈感清單',
      plans: '我的計畫',
      planner: '行程規劃',
      inspirationDrawer: '靈感清單抽屜',
      plannerDrawer: '行程規劃抽屜',
    },
    plans: {
      title: '我的計畫',
      places_other: '{{count}} 個地點',
      local: {
        title: '存在這台裝置上的計畫',
        titleSignedIn: '存在這台裝置上的計畫',
        hint: '這份計畫只保存在這個瀏覽器中。註冊帳號即可把它存到帳號裡。',
      },
      empty: {
        title: '還沒有計畫',
        body: '把想去的地方收進你的待去清單吧。',
        start: '開始建立待去清單',
      },
      account: {
        title: '帳號中的計畫：尚未完成',
        body: '儲存在帳號中的計畫將在之後的更新推出。若這台裝置上有計畫，會顯示在下方。',
      },
      signIn: '登入以查看帳號中的計畫',
    },
  },
});
