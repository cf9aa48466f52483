import { addTranslations } from 'shared';

export const NS = 'experience';

addTranslations(NS, {
  en: {
    screen: {
      detail: 'Experience video',
      upload: 'Upload a video',
      edit: 'Edit experience',
      publish: 'Publish experience',
      mine: 'My experiences',
      user: "A traveller's experiences",
    },
    detail: {
      play: 'Play video',
      player: 'Video player: {{title}}',
      tags: 'Tags',
      about: 'About this video',
      places: 'Places in this video',
      noPlaces: 'No places are marked in this video yet.',
      at: 'At',
      loading: 'Loading the video…',
      error: 'This video could not be loaded.',
    },
  },
  'zh-Hant-TW': {
    screen: {
      detail: '旅遊影片',
      upload: '上傳影片',
      edit: '編輯影片',
      publish: '發布影片',
      mine: '我的影片',
      user: '旅人的影片',
    },
    detail: {
      play: '播放影片',
      player: '影片播放器：{{title}}',
      tags: '標籤',
      about: '影片介紹',
      places: '影片中的地點',
      noPlaces: '這部影片還沒有標記地點。',
      at: '時間',
      loading: '正在載入影片…',
      error: '無法載入這部影片。',
    },
  },
});
