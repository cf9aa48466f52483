-- The admin's moderation screen has a title of its own in both languages (it had the site's name only, as a
-- route without an entry does). Anyone else who opens the address gets the 404 page and its title.
INSERT INTO page_seo (path, language, title, description) VALUES
('/admin/moderation', 'en', 'Moderation', 'Reports from visitors, and what was hidden, restored or dismissed.'),
('/admin/moderation', 'zh-Hant-TW', '內容審核', '訪客的檢舉，以及隱藏、恢復或駁回的紀錄。')
ON CONFLICT (path, language) DO NOTHING;
