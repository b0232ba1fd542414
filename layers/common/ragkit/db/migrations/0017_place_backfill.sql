-- Chunks stored before migration 0016 are indexed without their place words. The sweep gives
-- them the words every chunk stored since has (db/chunks.place_older_chunks: the label is
-- computed in Python, models/chunks.place_label, so SQL holds no second copy of it), a batch of
-- chunk ids at a time, up to the newest chunk of now. This row is its progress: an interrupted
-- sweep goes on where it stopped, the row goes when the work is done, and a database with no
-- chunk yet never has it.
CREATE TABLE place_backfill (
    single boolean PRIMARY KEY DEFAULT true CHECK (single),
    next_id bigint NOT NULL,  -- chunks with a greater id are still to be looked at
    last_id bigint NOT NULL
);
INSERT INTO place_backfill (next_id, last_id)
SELECT 0, newest FROM (
    SELECT greatest((SELECT max(id) FROM chunks), (SELECT max(id) FROM deleted_chunks)) AS newest
) AS chunk_ids
WHERE newest IS NOT NULL;
