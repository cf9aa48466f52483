-- The UI sandbox is a tool for designers and developers: its route stays, but the public footer and menu no
-- longer link to it.
DELETE FROM misc_menu WHERE url = '/sandbox';
