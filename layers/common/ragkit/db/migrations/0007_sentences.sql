-- Sentence-level evidence (issue 15): each chunk keeps its sentence spans, as [start, end, page,
-- row] with offsets into `content`, each span on one page (PDF) or one row (CSV), and, when the
-- embedder provides them, one half-precision vector per sentence (the local model pools its
-- token states over the sentence at no extra model cost). Chunks stored before this migration
-- have neither: the answerer splits their text on the fly and scores those sentences without
-- vectors, until the document is processed again.
ALTER TABLE chunks ADD COLUMN sentences jsonb;
ALTER TABLE chunks ADD COLUMN sentence_vectors halfvec[];
