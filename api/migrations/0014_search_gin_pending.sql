-- GIN indexes take new entries into a pending list (up to 4 MB by default) that every search scans until VACUUM
-- merges it. PostgreSQL's autovacuum does that; the embedded PGlite has no autovacuum, so after publishing or a
-- rebuild its searches would scan megabytes of pending entries each time. A small limit makes the writer merge
-- them itself (in batches of 64 kB: bulk inserts stay cheap).
ALTER INDEX experience_search_gram_keys SET (gin_pending_list_limit = 64);
ALTER INDEX experience_search_words SET (gin_pending_list_limit = 64);
ALTER INDEX experience_search_place_ids SET (gin_pending_list_limit = 64);
ALTER INDEX experience_search_tag_ids SET (gin_pending_list_limit = 64);
ALTER INDEX experience_search_docs_trgm SET (gin_pending_list_limit = 64);
ALTER INDEX search_words_trgm SET (gin_pending_list_limit = 64);
-- merge what is pending now
SELECT gin_clean_pending_list(i::regclass)
  FROM unnest(ARRAY['experience_search_gram_keys', 'experience_search_words', 'experience_search_place_ids',
                    'experience_search_tag_ids', 'experience_search_docs_trgm', 'search_words_trgm']) AS i;
