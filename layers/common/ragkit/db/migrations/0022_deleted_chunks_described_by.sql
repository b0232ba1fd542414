-- The recycle bin holds chunks as they were (soft delete moves rows with SELECT *): it gets the
-- column 0021 gave chunks, in the same place, so a deleted description is restored as one.
ALTER TABLE deleted_chunks ADD COLUMN described_by text;
