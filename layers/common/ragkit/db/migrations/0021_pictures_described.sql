-- Pictures described by a vision model (VISION_PROVIDER): the model's id on each chunk of a
-- description (NULL: the document's own words, every chunk stored before this column), and per
-- document how many pictures were described and why one was not.
ALTER TABLE chunks ADD COLUMN described_by text;
ALTER TABLE documents ADD COLUMN described_pages integer NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN description_note text;
