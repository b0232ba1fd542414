-- Why a document failed, as a stable code beside the readable `error_message` (issue 16): a
-- client tells a duplicate from a broken file without parsing the message.
ALTER TABLE documents ADD COLUMN error_code text;
