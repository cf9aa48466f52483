import { catalogue } from 'contract/format';

/** Every message the API sends (errors, the defaults it writes), in both interface languages. */
export const apiStrings = catalogue({
  // generic
  bad_request: { en: 'The request is not valid.', 'zh-Hant-TW': '請求格式不正確。' },
  invalid_json: { en: 'The request body is not valid JSON.', 'zh-Hant-TW': '請求內容不是有效的 JSON。' },
  payload_too_large: { en: 'The request body is too large.', 'zh-Hant-TW': '請求內容過大。' },
  unsupported_media_type: { en: 'This content type is not supported.', 'zh-Hant-TW': '不支援此內容類型。' },
  not_found: { en: 'Not found.', 'zh-Hant-TW': '找不到資料。' },
  route_not_found: { en: 'There is no such API endpoint.', 'zh-Hant-TW': '沒有這個 API 端點。' },
  method_not_allowed: { en: 'This method is not allowed here.', 'zh-Hant-TW': '此處不允許這個方法。' },
  unauthorized: { en: 'Please sign in first.', 'zh-Hant-TW': '請先登入。' },
  forbidden: { en: 'You are not allowed to do this.', 'zh-Hant-TW': '您沒有權限執行此操作。' },
  too_many_requests: { en: 'Too many requests. Please try again later.', 'zh-Hant-TW': '請求過於頻繁，請稍後再試。' },
  request_timeout: {
    en: 'The request took too long to arrive. Please try again.',
    'zh-Hant-TW': '請求傳送時間過長，請再試一次。',
  },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 8 to 200 letters, digits or the characters . _ : -.',
    'zh-Hant-TW': 'Idempotency-Key 標頭須為 8 到 200 個字元，只能使用英文字母、數字、句點、底線、冒號或連字號。',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
    'zh-Hant-TW': '這個 Idempotency-Key 已用於另一個請求。新的變更請使用新的金鑰。',
  },
  idempotency_key_in_flight: {
    en: 'A request with this Idempotency-Key is still being handled. Please try again in a moment.',
    'zh-Hant-TW': '使用這個 Idempotency-Key 的請求仍在處理中，請稍後再試。',
  },
  headers_too_large: { en: 'The request headers are too large.', 'zh-Hant-TW': '請求標頭過大。' },
  internal_error: {
    en: 'Something went wrong on our side. Please try again later.',
    'zh-Hant-TW': '伺服器發生錯誤，請稍後再試。',
  },
  // resources
  place_not_found: { en: 'This place does not exist.', 'zh-Hant-TW': '找不到這個地點。' },
  // planner
  plan_not_found: { en: 'This plan does not exist.', 'zh-Hant-TW': '找不到這份計畫。' },
  plan_place_not_found: { en: 'This place is not in the plan.', 'zh-Hant-TW': '這個地點不在計畫中。' },
  plan_on_place_required: {
    en: 'on_place_id is required for insert_after and insert_before.',
    'zh-Hant-TW': 'insert_after 與 insert_before 需要提供 on_place_id。',
  },
  plan_on_place_missing: {
    en: 'on_place_id is not a place of this plan.',
    'zh-Hant-TW': 'on_place_id 不是這份計畫中的地點。',
  },
  plan_on_place_same: { en: 'A place cannot be placed next to itself.', 'zh-Hant-TW': '地點不能放在自己的前後。' },
  plan_duplicate_place: { en: 'A place appears more than once in the plan.', 'zh-Hant-TW': '計畫中有重複的地點。' },
  plan_name_blank: { en: 'plan_name must not be blank.', 'zh-Hant-TW': 'plan_name 不可為空白。' },
  plan_share_not_found: {
    en: 'This share link does not exist or was turned off by its owner.',
    'zh-Hant-TW': '這個分享連結不存在，或已被擁有者停用。',
  },
  // plans together: members, invitations, versions and small operations
  plan_read_only: {
    en: 'You can view this plan but not change it.',
    'zh-Hant-TW': '您可以檢視這份計畫，但無法修改。',
  },
  plan_owner_only: {
    en: "Only the plan's owner can do this.",
    'zh-Hant-TW': '只有計畫的擁有者可以執行此操作。',
  },
  plan_role_not_grantable: {
    en: 'An editor can invite viewers only: only the owner can invite editors.',
    'zh-Hant-TW': '編輯者只能邀請檢視者，只有擁有者可以邀請編輯者。',
  },
  plan_member_not_found: { en: 'This person is not a member of the plan.', 'zh-Hant-TW': '這個人不是這份計畫的成員。' },
  plan_owner_role: {
    en: "The owner's role cannot be changed, and the owner cannot be removed.",
    'zh-Hant-TW': '擁有者的角色無法變更，也無法被移除。',
  },
  plan_owner_cannot_leave: {
    en: 'The owner cannot leave the plan: delete it instead.',
    'zh-Hant-TW': '擁有者無法退出計畫，請改為刪除計畫。',
  },
  plan_invite_not_found: {
    en: 'This invitation link does not exist.',
    'zh-Hant-TW': '這個邀請連結不存在。',
  },
  plan_invite_expired: {
    en: 'This invitation link has expired. Ask for a new one.',
    'zh-Hant-TW': '這個邀請連結已過期，請向對方索取新的連結。',
  },
  plan_invite_revoked: {
    en: 'This invitation link was turned off by the plan’s owner.',
    'zh-Hant-TW': '這個邀請連結已被計畫擁有者停用。',
  },
  plan_invite_used: {
    en: 'This invitation link has already been used. Ask for a new one.',
    'zh-Hant-TW': '這個邀請連結已經被使用過了，請向對方索取新的連結。',
  },
  plan_invite_own: { en: 'This is your own plan.', 'zh-Hant-TW': '這是您自己的計畫。' },
  plan_invite_forbidden: {
    en: 'Only the owner or the person who made this invitation can turn it off.',
    'zh-Hant-TW': '只有擁有者或建立邀請的人可以停用這個邀請。',
  },
  plan_version_required: {
    en: 'This page is out of date and cannot save safely. Reload it, then make your change again.',
    'zh-Hant-TW': '此頁面版本過舊，無法安全儲存。請重新載入頁面後再修改一次。',
  },
  plan_version_unknown: {
    en: 'base_version is newer than the plan.',
    'zh-Hant-TW': 'base_version 比計畫目前的版本還新。',
  },
  plan_conflict: {
    en: 'Someone changed the same thing in the meantime. Nothing was saved: look at their change and choose.',
    'zh-Hant-TW': '在這段期間有人修改了相同的內容，您的變更尚未儲存。請查看對方的修改後再決定。',
  },
  plan_op_stop_missing: {
    en: 'Place {{id}} is not in the plan.',
    'zh-Hant-TW': '地點 {{id}} 不在這份計畫中。',
  },
  plan_op_stop_exists: {
    en: 'Place {{id}} is already in the plan.',
    'zh-Hant-TW': '地點 {{id}} 已經在這份計畫中。',
  },
  plan_op_stop_unscheduled: {
    en: 'Place {{id}} is in no day: move it into a day first.',
    'zh-Hant-TW': '地點 {{id}} 尚未排入任何一天，請先將它移到某一天。',
  },
  plan_op_day_missing: {
    en: 'The itinerary has no day {{day}}.',
    'zh-Hant-TW': '這份計畫沒有第 {{day}} 天。',
  },
  plan_op_too_many_days: {
    en: 'An itinerary has at most {{max}} days.',
    'zh-Hant-TW': '一份計畫最多只能有 {{max}} 天。',
  },
  // itineraries
  itinerary_bad_date: { en: 'start_date is not a day of the calendar.', 'zh-Hant-TW': 'start_date 不是有效的日期。' },
  itinerary_bad_time_zone: {
    en: 'time_zone is not a known time zone (such as Asia/Taipei).',
    'zh-Hant-TW': 'time_zone 不是已知的時區（例如 Asia/Taipei）。',
  },
  itinerary_duplicate_stop: {
    en: 'A place can be in one day of the itinerary only, once.',
    'zh-Hant-TW': '一個地點只能排在行程中的一天，且只能出現一次。',
  },
  itinerary_unknown_stop: {
    en: 'A stop of the itinerary is not a place of this plan.',
    'zh-Hant-TW': '行程中的某一站不是這份計畫中的地點。',
  },
  experience_not_found: { en: 'This experience does not exist.', 'zh-Hant-TW': '找不到這部影片體驗。' },
  // watching experiences
  traveller_not_found: { en: 'This traveller does not exist.', 'zh-Hant-TW': '找不到這位旅人。' },
  report_blank: { en: 'Please describe the problem.', 'zh-Hant-TW': '請描述問題。' },
  too_many_reports: {
    en: 'You have sent many reports in the last hour. Please try again later.',
    'zh-Hant-TW': '您在過去一小時內已送出許多檢舉，請稍後再試。',
  },
  report_received: {
    en: 'Thank you for your report. We will look at it.',
    'zh-Hant-TW': '感謝您的檢舉，我們會盡快查看。',
  },
  report_duplicate: {
    en: 'You have already reported this. Thank you, we will look at it.',
    'zh-Hant-TW': '您已經檢舉過這項內容。謝謝您，我們會盡快查看。',
  },
  // moderation (the admin's)
  moderation_nothing_open: { en: 'This item has no open reports.', 'zh-Hant-TW': '這個項目沒有待處理的檢舉。' },
  moderation_already_hidden: { en: 'This item is already hidden.', 'zh-Hant-TW': '這個項目已經隱藏。' },
  moderation_not_hidden: { en: 'This item is not hidden.', 'zh-Hant-TW': '這個項目目前沒有隱藏。' },
  moderation_reason_blank: { en: 'Please give a reason.', 'zh-Hant-TW': '請填寫原因。' },
  // publishing experiences
  experience_video_type: { en: 'type must be youtube or vimeo.', 'zh-Hant-TW': 'type 必須是 youtube 或 vimeo。' },
  experience_video_id: {
    en: 'This is not a valid {{provider}} video id.',
    'zh-Hant-TW': '這不是有效的 {{provider}} 影片 ID。',
  },
  experience_duration: {
    en: 'duration must be a whole number of seconds from 0 to {{max}}.',
    'zh-Hant-TW': 'duration 必須是 0 到 {{max}} 之間的整數秒數。',
  },
  experience_upload_file: {
    en: 'Send the video link fields only: no file is uploaded here.',
    'zh-Hant-TW': '請只送出影片欄位：這裡不接受上傳檔案。',
  },
  experience_too_many_drafts: {
    en: 'You already have {{max}} drafts. Publish or delete some before adding another video.',
    'zh-Hant-TW': '您已有 {{max}} 份草稿，請先發布或刪除一些再新增影片。',
  },
  experience_id_mismatch: {
    en: 'The id in the body ({{body}}) is not the id in the address ({{path}}).',
    'zh-Hant-TW': '請求內容中的 id（{{body}}）與網址中的 id（{{path}}）不一致。',
  },
  experience_title_blank: { en: 'The title must not be blank.', 'zh-Hant-TW': '標題不可為空白。' },
  experience_title_required: {
    en: 'Give the video a title before publishing it.',
    'zh-Hant-TW': '請先為影片填寫標題再發布。',
  },
  experience_unknown_tags: { en: 'Unknown tag id(s): {{ids}}.', 'zh-Hant-TW': '沒有這些標籤 ID：{{ids}}。' },
  experience_unknown_places: { en: 'Unknown place id(s): {{ids}}.', 'zh-Hant-TW': '沒有這些地點 ID：{{ids}}。' },
  youtube_not_configured: {
    en: 'Reading chapters from YouTube is not available on this site.',
    'zh-Hant-TW': '本站未啟用從 YouTube 讀取章節的功能。',
  },
  youtube_unavailable: {
    en: 'YouTube could not be reached. Please try again later.',
    'zh-Hant-TW': '目前無法連線到 YouTube，請稍後再試。',
  },
  youtube_video_not_found: {
    en: 'YouTube does not know this video (it may be private or removed).',
    'zh-Hant-TW': 'YouTube 查無此影片（可能已設為私人或已移除）。',
  },
  youtube_only: { en: 'Chapters can only be read from YouTube videos.', 'zh-Hant-TW': '只能從 YouTube 影片讀取章節。' },
  experience_time_past_end: {
    en: 'Place {{index}} is at {{time}}, after the end of the video ({{duration}}).',
    'zh-Hant-TW': '第 {{index}} 個地點的時間 {{time}} 超過影片長度（{{duration}}）。',
  },
  // user
  wrong_credentials: { en: 'Wrong e-mail or password.', 'zh-Hant-TW': '電子郵件或密碼錯誤。' },
  email_change_unavailable: {
    en: 'Changing the e-mail address is not available yet.',
    'zh-Hant-TW': '目前尚無法變更電子郵件地址。',
  },
  display_name_blank: { en: 'display_name must not be blank.', 'zh-Hant-TW': 'display_name 不可為空白。' },
  // security
  csrf_header: {
    en: 'This request was refused: it did not come from the site (missing X-Requested-With header).',
    'zh-Hant-TW': '已拒絕此請求：請求並非來自本網站（缺少 X-Requested-With 標頭）。',
  },
  rate_limited: {
    en: 'Too many attempts. Please wait {{minutes}} minute(s) and try again.',
    'zh-Hant-TW': '嘗試次數過多，請等待 {{minutes}} 分鐘後再試。',
  },
  email_taken: {
    en: 'An account with this e-mail address already exists. Please sign in instead.',
    'zh-Hant-TW': '此電子郵件地址已有帳號，請直接登入。',
  },
  password_too_common: {
    en: 'This password is too common or too easy to guess. Please choose another one.',
    'zh-Hant-TW': '這個密碼太常見或太容易被猜到，請換一個。',
  },
  wrong_current_password: { en: 'The current password is not correct.', 'zh-Hant-TW': '目前的密碼不正確。' },
  current_password_required: {
    en: 'Please enter your current password to change your e-mail address.',
    'zh-Hant-TW': '變更電子郵件地址前，請輸入目前的密碼。',
  },
  sign_in_again: {
    en: 'For your security, please sign in again, then change your e-mail address within 5 minutes.',
    'zh-Hant-TW': '為了保護您的帳號，請重新登入，並在 5 分鐘內變更電子郵件地址。',
  },
  captcha_required: {
    en: 'Too many wrong passwords for this account: please complete the "I am not a robot" check to sign in.',
    'zh-Hant-TW': '此帳號的密碼錯誤次數過多，請完成「我不是機器人」驗證後再登入。',
  },
  no_password_account: {
    en: 'This account signs in with a social provider and has no password.',
    'zh-Hant-TW': '此帳號使用社群帳號登入，沒有設定密碼。',
  },
  reset_link_invalid: {
    en: 'This password-reset link is not valid or has expired. Please ask for a new one.',
    'zh-Hant-TW': '此重設密碼連結無效或已過期，請重新申請。',
  },
  verify_link_invalid: {
    en: 'This verification link is not valid, was already used or has expired.',
    'zh-Hant-TW': '此驗證連結無效、已使用過或已過期。',
  },
  already_verified: { en: 'Your e-mail address is already verified.', 'zh-Hant-TW': '您的電子郵件地址已經驗證過了。' },
  verify_sent: { en: 'We sent a verification e-mail to {{email}}.', 'zh-Hant-TW': '我們已寄送驗證信至 {{email}}。' },
  forgot_sent: {
    en: 'If an account exists for this address, we sent it a link to reset the password. The link works for 1 hour.',
    'zh-Hant-TW': '若此地址已註冊帳號，我們已寄出重設密碼的連結，連結 1 小時內有效。',
  },
  password_reset_done: {
    en: 'Your password has been changed. Please sign in with the new password.',
    'zh-Hant-TW': '您的密碼已變更，請使用新密碼登入。',
  },
  password_changed: {
    en: 'Your password has been changed. Other devices were signed out.',
    'zh-Hant-TW': '您的密碼已變更，其他裝置已登出。',
  },
  captcha_failed: {
    en: 'The "I am not a robot" check failed. Please try again.',
    'zh-Hant-TW': '「我不是機器人」驗證失敗，請再試一次。',
  },
  captcha_unavailable: {
    en: 'This form is not available right now (the robot check is not configured).',
    'zh-Hant-TW': '此表單目前無法使用（尚未設定機器人驗證）。',
  },
  tnc_required: {
    en: 'Please accept the terms and conditions to create an account.',
    'zh-Hant-TW': '請先同意服務條款才能建立帳號。',
  },
  provider_disabled: {
    en: 'Sign-in with {{provider}} is not available on this site.',
    'zh-Hant-TW': '本網站未開放使用 {{provider}} 登入。',
  },
  provider_unreachable: {
    en: '{{provider}} could not be reached. Please try again later.',
    'zh-Hant-TW': '目前無法連線至 {{provider}}，請稍後再試。',
  },
  social_token_invalid: {
    en: 'The {{provider}} sign-in could not be confirmed. Please try again.',
    'zh-Hant-TW': '無法確認 {{provider}} 登入，請再試一次。',
  },
  // passkeys
  passkey_challenge_invalid: {
    en: 'This passkey request has expired or was already used. Please try again.',
    'zh-Hant-TW': '這次的通行密鑰請求已過期或已使用過，請再試一次。',
  },
  passkey_unknown: {
    en: 'This passkey is not registered on this site. Sign in another way, then add it in your profile.',
    'zh-Hant-TW': '這個通行密鑰尚未在本網站註冊。請先用其他方式登入，再到個人檔案中新增。',
  },
  passkey_invalid: {
    en: 'The passkey could not be confirmed. Please try again.',
    'zh-Hant-TW': '無法確認這個通行密鑰，請再試一次。',
  },
  passkey_exists: {
    en: 'This passkey is already registered.',
    'zh-Hant-TW': '這個通行密鑰已經註冊過了。',
  },
  passkey_default_name: { en: 'Passkey made at sign-up', 'zh-Hant-TW': '註冊時建立的通行密鑰' },
  passkey_not_found: { en: 'This passkey does not exist.', 'zh-Hant-TW': '找不到這個通行密鑰。' },
  passkey_last_way_in: {
    en: 'This passkey is your only way to sign in: add another one before removing it.',
    'zh-Hant-TW': '這個通行密鑰是您唯一的登入方式：請先新增另一個，再移除它。',
  },
  csrf_origin: {
    en: 'This request was refused: it came from another website.',
    'zh-Hant-TW': '已拒絕此請求：請求來自其他網站。',
  },
  // posts and media
  post_not_found: { en: 'This post does not exist.', 'zh-Hant-TW': '找不到這篇貼文。' },
  media_not_found: { en: 'This photo does not exist.', 'zh-Hant-TW': '找不到這張相片。' },
  post_blank: { en: 'Write something or add a photo.', 'zh-Hant-TW': '請輸入內容或加入相片。' },
  post_media_invalid: {
    en: 'A photo of this post is not one of your uploads for it.',
    'zh-Hant-TW': '貼文中有相片不是您為這篇貼文上傳的。',
  },
  media_file_missing: { en: 'Choose an image file to upload.', 'zh-Hant-TW': '請選擇要上傳的圖片檔。' },
  media_type_refused: {
    en: 'Only JPEG, PNG, GIF or WebP images can be uploaded.',
    'zh-Hant-TW': '只能上傳 JPEG、PNG、GIF 或 WebP 圖片。',
  },
  media_too_large: { en: 'The image is larger than {{max}} MB.', 'zh-Hant-TW': '圖片超過 {{max}} MB。' },
  media_too_many_loose: {
    en: 'You have {{max}} photos or videos not yet in a post. Publish your post or remove some of them before adding more.',
    'zh-Hant-TW': '您已有 {{max}} 個尚未發佈的相片或影片。請先發佈貼文或移除其中幾個，再新增。',
  },
  media_too_many_pixels: {
    en: 'The image is too large: at most {{max}} megapixels.',
    'zh-Hant-TW': '圖片尺寸過大：最多 {{max}} 百萬像素。',
  },
  media_unreadable: { en: 'The image could not be read.', 'zh-Hant-TW': '無法讀取這張圖片。' },
  media_not_image: { en: 'Only photos can be rotated.', 'zh-Hant-TW': '只有相片可以旋轉。' },
  media_video_invalid: {
    en: 'This is not a YouTube video: give its link or its 11-character id.',
    'zh-Hant-TW': '這不是 YouTube 影片：請提供影片連結或 11 個字元的影片 ID。',
  },
  multipart_expected: {
    en: 'Send the upload as multipart/form-data.',
    'zh-Hant-TW': '請以 multipart/form-data 格式上傳。',
  },
  upload_malformed: {
    en: 'The upload arrived incomplete or damaged. Please try again.',
    'zh-Hant-TW': '上傳的資料不完整或已損毀，請再試一次。',
  },
  upload_too_many_parts: {
    en: 'The upload has too many fields or files: send one file with its fields.',
    'zh-Hant-TW': '上傳的欄位或檔案太多：請一次上傳一個檔案及其欄位。',
  },
  upload_field_too_long: {
    en: 'The form field {{field}} is longer than {{max}} bytes.',
    'zh-Hant-TW': '表單欄位 {{field}} 超過 {{max}} 位元組。',
  },
  upload_file_field: {
    en: 'Send the file in the form field "{{field}}".',
    'zh-Hant-TW': '請將檔案放在表單欄位「{{field}}」中上傳。',
  },
  // validation: {field} is the JSON path of the bad value
  v_required: { en: '{{field}} is required.', 'zh-Hant-TW': '缺少必填欄位 {{field}}。' },
  v_type: { en: '{{field}} must be {{type}}.', 'zh-Hant-TW': '{{field}} 必須是{{type}}。' },
  v_min_length: {
    en: '{{field}} must be at least {{limit}} characters long.',
    'zh-Hant-TW': '{{field}} 至少需要 {{limit}} 個字元。',
  },
  v_max_length: {
    en: '{{field}} must be at most {{limit}} characters long.',
    'zh-Hant-TW': '{{field}} 不可超過 {{limit}} 個字元。',
  },
  v_minimum: { en: '{{field}} must be at least {{limit}}.', 'zh-Hant-TW': '{{field}} 不可小於 {{limit}}。' },
  v_maximum: { en: '{{field}} must be at most {{limit}}.', 'zh-Hant-TW': '{{field}} 不可大於 {{limit}}。' },
  v_format_email: {
    en: '{{field}} must be a valid e-mail address.',
    'zh-Hant-TW': '{{field}} 必須是有效的電子郵件地址。',
  },
  v_format: { en: '{{field}} has an invalid format.', 'zh-Hant-TW': '{{field}} 格式不正確。' },
  v_no_nul: { en: '{{field}} must not contain the NUL character.', 'zh-Hant-TW': '{{field}} 不可包含 NUL 字元。' },
  v_one_of: {
    en: '{{field}} must be one of: {{allowed}}.',
    'zh-Hant-TW': '{{field}} 必須是下列其中之一：{{allowed}}。',
  },
  v_additional: { en: '{{field}} is not an accepted field.', 'zh-Hant-TW': '不接受欄位 {{field}}。' },
  v_invalid: { en: '{{field}} is not valid.', 'zh-Hant-TW': '{{field}} 的值不正確。' },
  v_body: { en: 'the request body', 'zh-Hant-TW': '請求內容' },
  // type names used in v_type
  type_integer: { en: 'an integer', 'zh-Hant-TW': '整數' },
  type_number: { en: 'a number', 'zh-Hant-TW': '數字' },
  type_string: { en: 'a string', 'zh-Hant-TW': '字串' },
  type_boolean: { en: 'true or false', 'zh-Hant-TW': 'true 或 false' },
  type_object: { en: 'an object', 'zh-Hant-TW': '物件' },
  type_array: { en: 'a list', 'zh-Hant-TW': '陣列' },
  type_null: { en: 'null', 'zh-Hant-TW': 'null' },
  // menu
  menu_home: { en: 'Home', 'zh-Hant-TW': '首頁' },
  menu_search: { en: 'Search', 'zh-Hant-TW': '搜尋' },
  menu_inspiration: { en: 'My inspiration', 'zh-Hant-TW': '我的靈感' },
  menu_plans: { en: 'My plans', 'zh-Hant-TW': '我的計畫' },
  menu_experiences: { en: 'My experiences', 'zh-Hant-TW': '我的影片體驗' },
  menu_favorites: { en: 'Favorites', 'zh-Hant-TW': '我的收藏' },
  menu_history: { en: 'History', 'zh-Hant-TW': '觀看紀錄' },
  menu_upload: { en: 'Upload an experience', 'zh-Hant-TW': '上傳影片體驗' },
  // search and places
  search_unknown_filter: { en: 'Unknown {{type}} filter: {{id}}.', 'zh-Hant-TW': '沒有這個{{type}}篩選條件：{{id}}。' },
  search_unknown_type: { en: 'Unknown search type: {{type}}.', 'zh-Hant-TW': '不支援的搜尋類型：{{type}}。' },
  search_unknown_mode: {
    en: 'Unknown search order: {{mode}} (use one of {{modes}}).',
    'zh-Hant-TW': '不支援的搜尋排序：{{mode}}（可用：{{modes}}）。',
  },
  search_review_stars: { en: '{{n}} stars', 'zh-Hant-TW': '{{n}} 星' },
  search_too_many_filters: {
    en: 'Too many {{type}} filters (at most {{max}}).',
    'zh-Hant-TW': '{{type}}篩選條件太多（最多 {{max}} 個）。',
  },
  filter_type_country: { en: 'country', 'zh-Hant-TW': '國家' },
  filter_type_area: { en: 'area', 'zh-Hant-TW': '地區' },
  filter_type_poi: { en: 'place', 'zh-Hant-TW': '景點' },
  filter_type_tag: { en: 'tag', 'zh-Hant-TW': '標籤' },
  filter_type_review: { en: 'review', 'zh-Hant-TW': '評價' },
  google_places_not_configured: {
    en: 'Adding places from Google is not available on this site.',
    'zh-Hant-TW': '本站未啟用從 Google 新增地點的功能。',
  },
  google_place_not_found: { en: 'Google does not know this place.', 'zh-Hant-TW': 'Google 查無此地點。' },
  google_places_unavailable: {
    en: 'Google Places could not be reached. Please try again later.',
    'zh-Hant-TW': '目前無法連線到 Google 地點服務，請稍後再試。',
  },
  // the name of a new account until its owner picks one ({n}: four digits)
  default_display_name: { en: 'Traveller {{n}}', 'zh-Hant-TW': '旅人 {{n}}' },
});
