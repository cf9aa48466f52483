import type { Language } from 'shared/contract';

/** Every message the server sends, in both interface languages. `{name}` placeholders are filled by `t`. */
const messages = {
  // generic
  bad_request: { en: 'The request is not valid.', zh: '請求格式不正確。' },
  invalid_json: { en: 'The request body is not valid JSON.', zh: '請求內容不是有效的 JSON。' },
  payload_too_large: { en: 'The request body is too large.', zh: '請求內容過大。' },
  unsupported_media_type: { en: 'This content type is not supported.', zh: '不支援此內容類型。' },
  not_found: { en: 'Not found.', zh: '找不到資料。' },
  route_not_found: { en: 'There is no such API endpoint.', zh: '沒有這個 API 端點。' },
  method_not_allowed: { en: 'This method is not allowed here.', zh: '此處不允許這個方法。' },
  unauthorized: { en: 'Please sign in first.', zh: '請先登入。' },
  forbidden: { en: 'You are not allowed to do this.', zh: '您沒有權限執行此操作。' },
  too_many_requests: { en: 'Too many requests. Please try again later.', zh: '請求過於頻繁，請稍後再試。' },
  internal_error: {
    en: 'Something went wrong on our side. Please try again later.',
    zh: '伺服器發生錯誤，請稍後再試。',
  },
  // resources
  place_not_found: { en: 'This place does not exist.', zh: '找不到這個地點。' },
  experience_not_found: { en: 'This experience does not exist.', zh: '找不到這部影片體驗。' },
  // user
  wrong_credentials: { en: 'Wrong e-mail or password.', zh: '電子郵件或密碼錯誤。' },
  email_change_unavailable: {
    en: 'Changing the e-mail address is not available yet.',
    zh: '目前尚無法變更電子郵件地址。',
  },
  display_name_blank: { en: 'display_name must not be blank.', zh: 'display_name 不可為空白。' },
  // validation: {field} is the JSON path of the bad value
  v_required: { en: '{field} is required.', zh: '缺少必填欄位 {field}。' },
  v_type: { en: '{field} must be {type}.', zh: '{field} 必須是{type}。' },
  v_min_length: { en: '{field} must be at least {limit} characters long.', zh: '{field} 至少需要 {limit} 個字元。' },
  v_max_length: { en: '{field} must be at most {limit} characters long.', zh: '{field} 不可超過 {limit} 個字元。' },
  v_minimum: { en: '{field} must be at least {limit}.', zh: '{field} 不可小於 {limit}。' },
  v_maximum: { en: '{field} must be at most {limit}.', zh: '{field} 不可大於 {limit}。' },
  v_format_email: { en: '{field} must be a valid e-mail address.', zh: '{field} 必須是有效的電子郵件地址。' },
  v_format: { en: '{field} has an invalid format.', zh: '{field} 格式不正確。' },
  v_one_of: { en: '{field} must be one of: {allowed}.', zh: '{field} 必須是下列其中之一：{allowed}。' },
  v_additional: { en: '{field} is not an accepted field.', zh: '不接受欄位 {field}。' },
  v_invalid: { en: '{field} is not valid.', zh: '{field} 的值不正確。' },
  v_body: { en: 'the request body', zh: '請求內容' },
  // type names used in v_type
  type_integer: { en: 'an integer', zh: '整數' },
  type_number: { en: 'a number', zh: '數字' },
  type_string: { en: 'a string', zh: '字串' },
  type_boolean: { en: 'true or false', zh: 'true 或 false' },
  type_object: { en: 'an object', zh: '物件' },
  type_array: { en: 'a list', zh: '陣列' },
  type_null: { en: 'null', zh: 'null' },
  // menu
  menu_home: { en: 'Home', zh: '首頁' },
  menu_search: { en: 'Search', zh: '搜尋' },
  menu_inspiration: { en: 'My inspiration', zh: '我的靈感' },
  menu_plans: { en: 'My plans', zh: '我的計畫' },
  menu_experiences: { en: 'My experiences', zh: '我的影片體驗' },
  menu_favorites: { en: 'Favorites', zh: '我的收藏' },
  menu_history: { en: 'History', zh: '觀看紀錄' },
  menu_upload: { en: 'Upload an experience', zh: '上傳影片體驗' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof messages;

export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const entry = messages[key];
  const template: string = lang === 'en' ? entry.en : entry.zh;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/**
 * Pick the caller's language from Accept-Language: the highest-weighted entry that is English or any Chinese
 * (zh, zh-TW, zh-Hant…; all answered in Traditional Chinese). Nothing usable → the site default zh-Hant-TW.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'zh-Hant-TW';
  const entries = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const qParam = rest.map((s) => s.trim()).find((s) => s.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of entries) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hant-TW';
  }
  return 'zh-Hant-TW';
}
