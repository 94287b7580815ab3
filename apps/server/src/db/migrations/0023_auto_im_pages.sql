-- autoIM was a bare switch, never used; it is now the pages and delay of the chat opening by itself (issue 18).
-- Without a stored value the default (no pages) applies.
DELETE FROM "sys_config" WHERE "key" = 'autoIM' AND jsonb_typeof("value") = 'boolean';
