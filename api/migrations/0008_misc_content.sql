-- Site content served by /misc/*: static pages, SEO metadata per route and the misc
-- (footer) menu, each in both languages. Plain rows so that a deployment can edit them without a release.

CREATE TABLE IF NOT EXISTS site_pages (
  slug text NOT NULL CHECK (slug IN ('tnc', 'privacy')),
  language text NOT NULL CHECK (language IN ('en', 'zh-Hant-TW')),
  title text NOT NULL,
  html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, language)
);

-- path: the route pattern of the shell's route table, e.g. /search or /tag/:slug
CREATE TABLE IF NOT EXISTS page_seo (
  path text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'zh-Hant-TW')),
  title text NOT NULL,
  description text NOT NULL,
  image text,
  PRIMARY KEY (path, language)
);

CREATE TABLE IF NOT EXISTS misc_menu (
  language text NOT NULL CHECK (language IN ('en', 'zh-Hant-TW')),
  position integer NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (language, position)
);

INSERT INTO site_pages (slug, language, title, html) VALUES
('tnc', 'en', 'Terms and conditions',
 '<p>Welcome to Travel Inspiration. By using the site you agree to these terms.</p>'
 '<h2>Your account</h2>'
 '<ul><li>Keep your password to yourself; you are responsible for what happens under your account.</li>'
 '<li>You must be at least 13 years old to create an account.</li></ul>'
 '<h2>What you share</h2>'
 '<p>You keep the rights to the posts, reviews and plans you create. You allow us to show them on the site. '
 'Videos stay on YouTube or Vimeo and are shown with their author''s attribution.</p>'
 '<p>Do not post anything unlawful, hateful or that you have no right to share. We may remove content that '
 'breaks these rules and suspend accounts that repeatedly do.</p>'
 '<h2>The service</h2>'
 '<p>Place details, opening hours and prices come from public sources and may be out of date: check before you '
 'travel. The site is provided as it is, without guarantees.</p>'
 '<h2>Contact</h2>'
 '<p>Questions about these terms: <a href="mailto:support@example.com">support@example.com</a>.</p>'),
('tnc', 'zh-Hant-TW', '使用條款',
 '<p>歡迎使用旅遊靈感。使用本網站即表示您同意以下條款。</p>'
 '<h2>您的帳號</h2>'
 '<ul><li>請妥善保管您的密碼；您需為帳號下發生的一切行為負責。</li>'
 '<li>年滿 13 歲才能建立帳號。</li></ul>'
 '<h2>您分享的內容</h2>'
 '<p>您建立的貼文、評論與行程，權利仍屬於您；您同意我們在網站上顯示這些內容。影片仍存放於 YouTube 或 Vimeo，'
 '並標示原作者。</p>'
 '<p>請勿張貼違法、仇恨或您無權分享的內容。違反規定的內容可能會被移除，屢次違規的帳號可能會被停權。</p>'
 '<h2>關於服務</h2>'
 '<p>景點資訊、營業時間與價格來自公開資料，可能不是最新的，出發前請再次確認。本網站依現況提供，不做任何保證。</p>'
 '<h2>聯絡我們</h2>'
 '<p>對條款有任何疑問，請來信 <a href="mailto:support@example.com">support@example.com</a>。</p>'),
('privacy', 'en', 'Privacy policy',
 '<p>This policy explains what we collect when you use Travel Inspiration and why.</p>'
 '<h2>What we collect</h2>'
 '<ul><li>Your e-mail address, display name and interface language when you create an account.</li>'
 '<li>What you do on the site while signed in: favorites, likes, viewing history, inspiration lists and plans.</li>'
 '<li>A guest''s plan, inspiration list and language stay in your browser''s storage and are not sent to us until you sign up.</li></ul>'
 '<h2>Cookies</h2>'
 '<p>We use one session cookie to keep you signed in and one cookie (acceptCookie) to remember that you accepted '
 'this notice. We do not use advertising cookies.</p>'
 '<h2>Your choices</h2>'
 '<p>You can edit your profile, clear your viewing history and delete your plans at any time. To delete your '
 'account, write to <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>'),
('privacy', 'zh-Hant-TW', '隱私權政策',
 '<p>本政策說明您使用旅遊靈感時，我們會蒐集哪些資料以及用途。</p>'
 '<h2>我們蒐集的資料</h2>'
 '<ul><li>建立帳號時的電子郵件地址、顯示名稱與介面語言。</li>'
 '<li>登入後在網站上的活動：我的最愛、按讚、觀看紀錄、靈感清單與行程。</li>'
 '<li>訪客的行程、靈感清單與語言設定只存放在您的瀏覽器中，註冊前不會傳送給我們。</li></ul>'
 '<h2>Cookie</h2>'
 '<p>我們使用一個工作階段 Cookie 讓您保持登入，以及一個 Cookie（acceptCookie）記住您已同意本說明。我們不使用廣告 Cookie。</p>'
 '<h2>您的選擇</h2>'
 '<p>您可以隨時編輯個人資料、清除觀看紀錄與刪除行程。如需刪除帳號，請來信 '
 '<a href="mailto:privacy@example.com">privacy@example.com</a>。</p>')
ON CONFLICT (slug, language) DO NOTHING;

INSERT INTO page_seo (path, language, title, description) VALUES
('*', 'en', 'Travel Inspiration', 'Find places, watch travel vlogs tied to them, and plan your next trip.'),
('*', 'zh-Hant-TW', '旅遊靈感', '搜尋景點、觀看與景點相關的旅遊影片，規劃您的下一趟旅程。'),
('/', 'en', 'Travel Inspiration – places and travel vlogs', 'Discover places through travel vlogs and save ideas for your next trip.'),
('/', 'zh-Hant-TW', '旅遊靈感－景點與旅遊影片', '透過旅遊影片探索景點，收藏下一趟旅程的靈感。'),
('/search', 'en', 'Search places and videos', 'Search travel videos and places by name, country, area, tag and rating.'),
('/search', 'zh-Hant-TW', '搜尋景點與影片', '依名稱、國家、地區、標籤與評分搜尋旅遊影片與景點。'),
('/tag/:slug', 'en', 'Videos by tag', 'Travel videos and places that share a tag.'),
('/tag/:slug', 'zh-Hant-TW', '依標籤瀏覽影片', '同一標籤下的旅遊影片與景點。'),
('/place/:placeId--:slug', 'en', 'Place', 'Videos, reviews and details of a place.'),
('/place/:placeId--:slug', 'zh-Hant-TW', '景點', '景點的影片、評論與詳細資訊。'),
('/experience/:expId--:slug', 'en', 'Travel video', 'Watch a travel vlog and see the places in it.'),
('/experience/:expId--:slug', 'zh-Hant-TW', '旅遊影片', '觀看旅遊影片並查看影片中的景點。'),
('/vlog/:expId--:slug', 'en', 'Travel video', 'Watch a travel vlog and see the places in it.'),
('/vlog/:expId--:slug', 'zh-Hant-TW', '旅遊影片', '觀看旅遊影片並查看影片中的景點。'),
('/login', 'en', 'Sign in', 'Sign in to save places, plans and favorite videos.'),
('/login', 'zh-Hant-TW', '登入', '登入以收藏景點、行程與喜愛的影片。'),
('/signup', 'en', 'Sign up', 'Create a free account to keep your plans and inspiration.'),
('/signup', 'zh-Hant-TW', '註冊', '建立免費帳號，保存您的行程與靈感。'),
('/forgot-password', 'en', 'Forgot password', 'Get a link to reset your password.'),
('/forgot-password', 'zh-Hant-TW', '忘記密碼', '取得重設密碼的連結。'),
('/reset-password/:token', 'en', 'Reset password', 'Choose a new password.'),
('/reset-password/:token', 'zh-Hant-TW', '重設密碼', '設定新的密碼。'),
('/email-verify/:part1/:part2/:part3', 'en', 'E-mail verification', 'Confirm your e-mail address.'),
('/email-verify/:part1/:part2/:part3', 'zh-Hant-TW', '電子郵件驗證', '確認您的電子郵件地址。'),
('/my/favorites', 'en', 'My favorites', 'The travel videos you saved as favorites.'),
('/my/favorites', 'zh-Hant-TW', '我的最愛', '您收藏的旅遊影片。'),
('/my/history', 'en', 'Viewing history', 'The travel videos you watched.'),
('/my/history', 'zh-Hant-TW', '觀看紀錄', '您看過的旅遊影片。'),
('/my/edit-profile', 'en', 'Edit profile', 'Change your display name, e-mail and language.'),
('/my/edit-profile', 'zh-Hant-TW', '編輯個人資料', '變更顯示名稱、電子郵件與語言。'),
('/my/change-password', 'en', 'Change password', 'Change your account password.'),
('/my/change-password', 'zh-Hant-TW', '變更密碼', '變更帳號密碼。'),
('/my/experiences', 'en', 'My videos', 'The travel videos you uploaded.'),
('/my/experiences', 'zh-Hant-TW', '我的影片', '您上傳的旅遊影片。'),
('/my/inspiration', 'en', 'My inspiration', 'Places you saved for later.'),
('/my/inspiration', 'zh-Hant-TW', '我的靈感清單', '您收藏起來的景點。'),
('/my/plans', 'en', 'My plans', 'Your trip plans.'),
('/my/plans', 'zh-Hant-TW', '我的行程', '您的旅遊行程。'),
('/my/plans/:planId', 'en', 'Trip planner', 'Arrange the places of your trip.'),
('/my/plans/:planId', 'zh-Hant-TW', '行程規劃', '安排旅程中的景點。'),
('/user/:userId/posts', 'en', 'Posts and reviews', 'A traveller''s posts and reviews.'),
('/user/:userId/posts', 'zh-Hant-TW', '貼文與評論', '旅人的貼文與評論。'),
('/user/:userId/experiences', 'en', 'Travel videos', 'A traveller''s travel videos.'),
('/user/:userId/experiences', 'zh-Hant-TW', '旅遊影片', '旅人的旅遊影片。'),
('/post/:postId', 'en', 'Post', 'A traveller''s post about a place.'),
('/post/:postId', 'zh-Hant-TW', '貼文', '旅人對景點的貼文。'),
('/experience/upload', 'en', 'Upload a video', 'Share a travel video and tag its places.'),
('/experience/upload', 'zh-Hant-TW', '上傳影片', '分享旅遊影片並標記景點。'),
('/experience/edit/:expId', 'en', 'Edit video', 'Edit your travel video.'),
('/experience/edit/:expId', 'zh-Hant-TW', '編輯影片', '編輯您的旅遊影片。'),
('/experience/publish/:expId--:slug', 'en', 'Publish video', 'Publish your travel video.'),
('/experience/publish/:expId--:slug', 'zh-Hant-TW', '發布影片', '發布您的旅遊影片。'),
('/sandbox', 'en', 'UI sandbox', 'A living gallery of the site''s interface components.'),
('/sandbox', 'zh-Hant-TW', '介面沙盒', '網站介面元件的即時展示。'),
('/404', 'en', 'Page not found', 'The page you are looking for does not exist.'),
('/404', 'zh-Hant-TW', '找不到頁面', '您要找的頁面不存在。'),
('/terms-conditions', 'en', 'Terms and conditions', 'The terms for using Travel Inspiration.'),
('/terms-conditions', 'zh-Hant-TW', '使用條款', '使用旅遊靈感的條款。'),
('/privacy-policy', 'en', 'Privacy policy', 'What we collect and why.'),
('/privacy-policy', 'zh-Hant-TW', '隱私權政策', '我們蒐集哪些資料以及用途。')
ON CONFLICT (path, language) DO NOTHING;

INSERT INTO misc_menu (language, position, title, url) VALUES
('en', 1, 'Terms and conditions', '/terms-conditions'),
('en', 2, 'Privacy policy', '/privacy-policy'),
('en', 3, 'UI sandbox', '/sandbox'),
('zh-Hant-TW', 1, '使用條款', '/terms-conditions'),
('zh-Hant-TW', 2, '隱私權政策', '/privacy-policy'),
('zh-Hant-TW', 3, '介面沙盒', '/sandbox')
ON CONFLICT (language, position) DO NOTHING;
